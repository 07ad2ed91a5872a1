import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

/**
 * A value carried in a link instead of being stored (docs/decisions/031-booking-without-javascript.md):
 * JSON, compressed (deflate-raw), sealed with AES-GCM under a key drawn from SESSION_SECRET for one
 * purpose, base64url. Sealed, not only signed: such a link carries what a person typed, and a URL
 * is written into request logs and browser history, so it must not be readable there; AES-GCM's
 * tag refuses any change. Compressed, so that a long message still fits a URL (Cloudflare refuses
 * URLs over 16 KB); a value that would not fit in `maxLength` characters is not sealed at all.
 */

const encoder = new TextEncoder();
const IV_BYTES = 12;

/** The AES-GCM key of a purpose: SHA-256 of the purpose and the secret, so no other purpose's key opens it. */
async function keyOf(secret: string, purpose: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest("SHA-256", encoder.encode(`${purpose}:${secret}`));
  return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
}

async function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** `value` sealed for `purpose`, or null when the token would be longer than `maxLength` characters. */
export async function sealToken(
  secret: string,
  purpose: string,
  value: unknown,
  maxLength: number,
): Promise<string | null> {
  const packed = await through(encoder.encode(JSON.stringify(value)), new CompressionStream("deflate-raw"));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyOf(secret, purpose), packed);
  const token = new Uint8Array(IV_BYTES + sealed.byteLength);
  token.set(iv);
  token.set(new Uint8Array(sealed), IV_BYTES);
  const text = encodeBase64urlNoPadding(token);
  return text.length <= maxLength ? text : null;
}

/** What a token sealed for `purpose` under `secret` carries; null for anything else (altered, foreign, not ours). */
export async function openToken(secret: string, purpose: string, token: string, maxLength: number): Promise<unknown> {
  if (!secret || !token || token.length > maxLength) return null;
  try {
    const bytes = decodeBase64urlIgnorePadding(token);
    if (bytes.length <= IV_BYTES) return null;
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES) },
      await keyOf(secret, purpose),
      bytes.slice(IV_BYTES),
    );
    const json = await through(new Uint8Array(opened), new DecompressionStream("deflate-raw"));
    return JSON.parse(new TextDecoder().decode(json));
  } catch {
    // Not base64url, not sealed by us for this purpose (AES-GCM's tag refuses it), or not JSON.
    return null;
  }
}
