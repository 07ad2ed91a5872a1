import { redirect } from "react-router";
import * as v from "valibot";
import { readCookie } from "~/platform/http/cookies.server";
import type { Toast } from "~/ui/toasts/toast";

/**
 * The server side of toasts: one that survives a redirect in a short-lived cookie (after a form
 * post without JavaScript, after confirming an e-mail), read back once by the root loader. The
 * browser side (the type and notify()) is app/ui/toasts/toast.ts; the texts are in app/ui/ui-text.ts.
 */

/** What comes back from the cookie is checked: it is the browser's to change. */
const toastSchema = v.object({
  kind: v.picklist(["success", "error", "info"]),
  title: v.pipe(v.string(), v.maxLength(120)),
  description: v.optional(v.pipe(v.string(), v.maxLength(300))),
}) satisfies v.GenericSchema<unknown, Toast>;

const COOKIE = "flash";

function flashCookie(toast: Toast): string {
  return `${COOKIE}=${encodeURIComponent(JSON.stringify(toast))}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

const CLEAR = `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

const isFlash = (setCookie: string) => setCookie.startsWith(`${COOKIE}=`);

/**
 * Outside local development (plain http) the flash cookie is `Secure`, as the session's is
 * (app/accounts/session.server.ts, sessionConfig). The Worker marks it on the way out
 * (workers/app.ts), since the many redirects that carry a toast, and the root loader that clears
 * it, know no environment.
 */
export function secureFlashCookie(headers: Headers, env: Pick<Env, "APP_ENV">): void {
  if (env.APP_ENV === "development") return;
  const cookies = headers.getSetCookie();
  if (!cookies.some(isFlash)) return;
  headers.delete("Set-Cookie");
  for (const cookie of cookies) {
    headers.append("Set-Cookie", isFlash(cookie) && !/;\s*Secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie);
  }
}

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

/** A redirect that carries a toast in the flash cookie (and any other cookies, e.g. a session). */
export function redirectWithToast(to: string, toast: Toast, cookies: string[] = []): Response {
  const response = redirect(to, 303);
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  response.headers.append("Set-Cookie", flashCookie(toast));
  // Tell the client router to reload every loader (the header's session state, the toast).
  response.headers.set("X-Remix-Revalidate", "yes");
  return response;
}
