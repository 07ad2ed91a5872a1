import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { BOOKED_PATH, MANAGE_PATH } from "./paths";

/**
 * The booking's signed links, for a client who has no sign-in: the booking's id and the moment
 * the link stops working (the end of the meeting), signed with SESSION_SECRET for one purpose.
 * Nothing is stored: each mail about the booking carries a fresh link, and the pages also refuse
 * once the booking itself is over.
 *
 * Two purposes, never interchangeable (the purpose is inside the signature):
 * - `manage` moves or cancels the booking. It reaches the client by mail, or on a page only when
 *   the asker has proved the address (signed in with it, or confirming from the mailed link):
 *   whoever typed someone else's address must not hold it (docs/bookings.md, "For the visitor").
 * - `view` only reads: the confirmation page's summary and the invitation download.
 */

type Purpose = "booking-manage" | "booking-view";

function signatureOf(secret: string, purpose: Purpose, bookingId: string, expiresAt: number): Uint8Array {
  const encoder = new TextEncoder();
  return hmac(SHA256, encoder.encode(secret), encoder.encode(`${purpose}:${bookingId}:${expiresAt}`));
}

function signedToken(secret: string, purpose: Purpose, bookingId: string, expiresAt: Date): string {
  const exp = expiresAt.getTime();
  return `${bookingId}.${exp.toString(36)}.${encodeBase64urlNoPadding(signatureOf(secret, purpose, bookingId, exp))}`;
}

/** The booking a token names, if it is ours, for this purpose, and not expired at `now`; else null. */
function readSignedToken(secret: string, purpose: Purpose, token: string, now: Date): string | null {
  if (!secret || token.length > 200) return null;
  const [id, exp36, signature] = token.split(".");
  if (!id || !exp36 || !signature || !/^[0-9a-f-]{36}$/.test(id) || !/^[0-9a-z]{1,12}$/.test(exp36)) return null;
  const exp = Number.parseInt(exp36, 36);
  if (!Number.isSafeInteger(exp) || exp <= now.getTime()) return null;
  const expected = encodeBase64urlNoPadding(signatureOf(secret, purpose, id, exp));
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(signature), encoder.encode(expected)) ? id : null;
}

export function manageToken(secret: string, bookingId: string, expiresAt: Date): string {
  return signedToken(secret, "booking-manage", bookingId, expiresAt);
}

export function readManageToken(secret: string, token: string, now: Date): string | null {
  return readSignedToken(secret, "booking-manage", token, now);
}

/** The read-only token of the confirmation page and the invitation download: it moves and cancels nothing. */
export function viewToken(secret: string, bookingId: string, expiresAt: Date): string {
  return signedToken(secret, "booking-view", bookingId, expiresAt);
}

export function readViewToken(secret: string, token: string, now: Date): string | null {
  return readSignedToken(secret, "booking-view", token, now);
}

export function manageLink(origin: string, secret: string, booking: { id: string; endAt: Date }): string {
  const url = new URL(MANAGE_PATH, origin);
  url.searchParams.set("token", manageToken(secret, booking.id, booking.endAt));
  return url.toString();
}

/** The manage page's path (a redirect after a move, a proven booker's links): it carries the manage token. */
export function managePath(secret: string, booking: { id: string; endAt: Date }): string {
  return `${MANAGE_PATH}?token=${encodeURIComponent(manageToken(secret, booking.id, booking.endAt))}`;
}

/** The confirmation page's path: its token only reads, so it may sit in a redirect and a browser's history. */
export function confirmedPath(secret: string, booking: { id: string; endAt: Date }): string {
  return `${BOOKED_PATH}?token=${encodeURIComponent(viewToken(secret, booking.id, booking.endAt))}`;
}
