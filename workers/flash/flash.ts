import * as v from "valibot";
import { readCookie } from "../http/cookies";

/**
 * A toast that survives one redirect (e.g. after confirming an e-mail or a form post without
 * JavaScript): a short-lived cookie the root loader reads once and clears.
 */
const COOKIE = "flash";

const flashSchema = v.object({
  kind: v.picklist(["success", "error", "info"]),
  title: v.pipe(v.string(), v.maxLength(120)),
  description: v.optional(v.pipe(v.string(), v.maxLength(300))),
});
export type FlashToast = v.InferOutput<typeof flashSchema>;

export function flashCookie(toast: FlashToast): string {
  return `${COOKIE}=${encodeURIComponent(JSON.stringify(toast))}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

const CLEAR = `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The pending toast, if any, and the Set-Cookie header that clears it. */
export function readFlash(request: Request): { toast: FlashToast | null; clearCookie: string | null } {
  const raw = readCookie(request, COOKIE);
  if (raw === null) return { toast: null, clearCookie: null };
  try {
    const parsed = v.safeParse(flashSchema, JSON.parse(decodeURIComponent(raw)));
    return { toast: parsed.success ? parsed.output : null, clearCookie: CLEAR };
  } catch {
    return { toast: null, clearCookie: CLEAR };
  }
}
