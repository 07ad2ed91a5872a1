import * as v from "valibot";
import { toastSchema, type Toast } from "../../app/lib/toast-types";
import { readCookie } from "../http/cookies";

/**
 * A toast that survives one redirect (e.g. after confirming an e-mail or a form post without
 * JavaScript): a short-lived cookie the root loader reads once and clears.
 */
const COOKIE = "flash";

export function flashCookie(toast: Toast): string {
  return `${COOKIE}=${encodeURIComponent(JSON.stringify(toast))}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

const CLEAR = `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The pending toast, if any, and the Set-Cookie header that clears it. */
export function readFlash(request: Request): { toast: Toast | null; clearCookie: string | null } {
  const raw = readCookie(request, COOKIE);
  if (raw === null) return { toast: null, clearCookie: null };
  try {
    const parsed = v.safeParse(toastSchema, JSON.parse(decodeURIComponent(raw)));
    return { toast: parsed.success ? parsed.output : null, clearCookie: CLEAR };
  } catch {
    return { toast: null, clearCookie: CLEAR };
  }
}
