import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { CONFIRM_PATH } from "./paths";

/**
 * The link that makes a visitor's booking sent without JavaScript (no Turnstile token): the
 * request itself (the booking's future id, the slot, the topic, the zone and the details typed),
 * sealed with AES-GCM under a key drawn from SESSION_SECRET for this one purpose, and expiring an
 * hour after it was mailed (docs/decisions/031-booking-without-javascript.md). Sealed, not only
 * signed: the URL carries a name, an address and a note, and a URL is written into request logs
 * and browser history, so it must not be readable there. Nothing is stored until the link is
 * followed; the id it carries is the booking's primary key, so it books at most once.
 */

const PURPOSE = "booking-confirm";
export const CONFIRM_LINK_MS = 60 * 60 * 1000;

export type BookingRequest = {
  id: string;
  start: number;
  topic: string;
  timeZone: string;
  name: string;
  email: string;
  company: string;
  note: string;
  expiresAt: number;
};

const encoder = new TextEncoder();
const IV_BYTES = 12;

/** The AES-GCM key of this purpose: SHA-256 of the secret and the purpose, so no other link's key opens it. */
async function keyOf(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest("SHA-256", encoder.encode(`${PURPOSE}:${secret}`));
  return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
}

async function confirmToken(secret: string, request: BookingRequest): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await keyOf(secret),
    encoder.encode(JSON.stringify(request)),
  );
  const token = new Uint8Array(IV_BYTES + sealed.byteLength);
  token.set(iv);
  token.set(new Uint8Array(sealed), IV_BYTES);
  return encodeBase64urlNoPadding(token);
}

function isRequest(value: unknown): value is BookingRequest {
  if (!value || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return (
    ["id", "topic", "timeZone", "name", "email", "company", "note"].every((key) => typeof r[key] === "string") &&
    Number.isSafeInteger(r.start) &&
    Number.isSafeInteger(r.expiresAt) &&
    /^[0-9a-f-]{36}$/.test(r.id as string)
  );
}

/** The request a token carries, if it is ours, for this purpose, and not expired at `now`; else null. */
export async function readConfirmToken(secret: string, token: string, now: Date): Promise<BookingRequest | null> {
  if (!secret || token.length > 8000) return null;
  try {
    const bytes = decodeBase64urlIgnorePadding(token);
    if (bytes.length <= IV_BYTES) return null;
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES) },
      await keyOf(secret),
      bytes.slice(IV_BYTES),
    );
    const request: unknown = JSON.parse(new TextDecoder().decode(opened));
    return isRequest(request) && request.expiresAt > now.getTime() ? request : null;
  } catch {
    // Not base64url, not sealed by us (AES-GCM's tag refuses it), or not JSON: not a link of ours.
    return null;
  }
}

export async function confirmLink(origin: string, secret: string, request: BookingRequest): Promise<string> {
  const url = new URL(CONFIRM_PATH, origin);
  url.searchParams.set("token", await confirmToken(secret, request));
  return url.toString();
}
