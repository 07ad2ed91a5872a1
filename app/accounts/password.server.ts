import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

/**
 * Password hashing with scrypt (docs/decisions/003-accounts-and-sessions.md): OWASP's 16 MiB setting, parameters stored
 * with every hash as `scrypt$N$r$p$salt$hash`, so they can be raised and old hashes upgraded at the
 * next login. Never PBKDF2 above 100,000 iterations: production Workers refuse it.
 */
const CURRENT_PARAMS = { N: 16384, r: 8, p: 5 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

type Params = { N: number; r: number; p: number };

function derive(password: string, salt: Uint8Array, { N, r, p }: Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above 128*N*r with headroom; scrypt refuses to run otherwise.
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT_PARAMS);
  const { N, r, p } = CURRENT_PARAMS;
  return `scrypt$${N}$${r}$${p}$${encodeBase64(salt)}$${encodeBase64(key)}`;
}

function parse(stored: string): { params: Params; salt: Uint8Array; key: Uint8Array } | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return null;
  try {
    return { params: { N, r, p }, salt: decodeBase64(parts[4]!), key: decodeBase64(parts[5]!) };
  } catch {
    return null;
  }
}

/** Constant-time check of `password` against a stored hash; false for malformed hashes. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash used other parameters than today's: rehash it after a good login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N !== CURRENT_PARAMS.N || r !== CURRENT_PARAMS.r || p !== CURRENT_PARAMS.p;
}

/**
 * A real scrypt hash (today's parameters) of a random password nobody kept: checked when an
 * address has no account, so every login path costs one hash. Made once, ahead of time, so no
 * request ever pays for creating it.
 */
export const DECOY_HASH = "scrypt$16384$8$5$3bxpkOkpX9ZEo0nDkeHgiA==$exoyDm68cPpMGbT0J3/0rTM+OLCK+DYw9K8SvOIZbgE=";
