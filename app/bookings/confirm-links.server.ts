import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { CONFIRM_PATH } from "./paths";

/**
 * The link that makes a visitor's booking sent without JavaScript (no Turnstile token): the
 * request itself (the booking's future id, the slot, the topic, the zone and the details typed),
 * signed with SESSION_SECRET for this one purpose and expiring an hour after it was mailed
 * (docs/decisions/031-booking-without-javascript.md). Nothing is stored until the link is
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

function signatureOf(secret: string, payload: string): string {
  return encodeBase64urlNoPadding(hmac(SHA256, encoder.encode(secret), encoder.encode(`${PURPOSE}:${payload}`)));
}

function confirmToken(secret: string, request: BookingRequest): string {
  const payload = encodeBase64urlNoPadding(encoder.encode(JSON.stringify(request)));
  return `${payload}.${signatureOf(secret, payload)}`;
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
export function readConfirmToken(secret: string, token: string, now: Date): BookingRequest | null {
  if (!secret || token.length > 8000) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  if (!constantTimeEqual(encoder.encode(signature), encoder.encode(signatureOf(secret, payload)))) return null;
  try {
    const request: unknown = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(payload)));
    return isRequest(request) && request.expiresAt > now.getTime() ? request : null;
  } catch {
    return null;
  }
}

export function confirmLink(origin: string, secret: string, request: BookingRequest): string {
  const url = new URL(CONFIRM_PATH, origin);
  url.searchParams.set("token", confirmToken(secret, request));
  return url.toString();
}
