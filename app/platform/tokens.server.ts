import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** 160 random bits as lower-case base32: for session cookies and e-mailed links. */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database keeps instead of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * What the database keeps to count things per e-mail address without keeping the address (failed
 * logins, mails sent): the SHA-256 of the trimmed, lower-cased address, namespaced.
 */
export function hashAddress(email: string): string {
  return hashToken(`address:${email.trim().toLowerCase()}`);
}
