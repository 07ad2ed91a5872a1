import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { MANAGE_PATH } from "./paths";

/**
 * The private link that lets a client reschedule or cancel without signing in: the booking's id
 * and the moment the link stops working (the end of the meeting it was mailed for), signed with
 * SESSION_SECRET for this one purpose. Nothing is stored: each mail about the booking carries a
 * fresh link, and the page also refuses once the booking itself is over.
 */

const PURPOSE = "booking-manage";

function signatureOf(secret: string, bookingId: string, expiresAt: number): Uint8Array {
  const encoder = new TextEncoder();
  return hmac(SHA256, encoder.encode(secret), encoder.encode(`${PURPOSE}:${bookingId}:${expiresAt}`));
}

export function manageToken(secret: string, bookingId: string, expiresAt: Date): string {
  const exp = expiresAt.getTime();
  return `${bookingId}.${exp.toString(36)}.${encodeBase64urlNoPadding(signatureOf(secret, bookingId, exp))}`;
}

/** The booking a token names, if it is ours, for this purpose, and not expired at `now`; else null. */
export function readManageToken(secret: string, token: string, now: Date): string | null {
  if (!secret || token.length > 200) return null;
  const [id, exp36, signature] = token.split(".");
  if (!id || !exp36 || !signature || !/^[0-9a-f-]{36}$/.test(id) || !/^[0-9a-z]{1,12}$/.test(exp36)) return null;
  const exp = Number.parseInt(exp36, 36);
  if (!Number.isSafeInteger(exp) || exp <= now.getTime()) return null;
  const expected = encodeBase64urlNoPadding(signatureOf(secret, id, exp));
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(signature), encoder.encode(expected)) ? id : null;
}

export function manageLink(origin: string, secret: string, booking: { id: string; endAt: Date }): string {
  const url = new URL(MANAGE_PATH, origin);
  url.searchParams.set("token", manageToken(secret, booking.id, booking.endAt));
  return url.toString();
}
