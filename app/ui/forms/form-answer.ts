import type { Toast } from "../toasts/toast";

/**
 * What every page action answers when it does not redirect (the form contract): with JavaScript
 * the form shows it (toast, field errors); without JavaScript the page is rendered again with the
 * errors next to their fields and the typed values kept (passwords never are).
 */
export type FormAnswer = {
  ok?: boolean;
  toast?: Toast;
  /** A machine-readable reason, e.g. `email_not_confirmed`. */
  code?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** What a success made, for the page to say what happens next (e.g. the new conversation's id). */
  result?: Record<string, string>;
};

/**
 * A base to resolve redirect targets against. Any fixed origin does: the test is whether a value
 * leaves the origin it is resolved on, and an absolute URL or a `//host` path always does.
 */
const SITE = "https://site.invalid";

/**
 * Characters a browser drops or rewrites before it reads a URL (tab, CR, LF, NUL and the other C0
 * and C1 controls, DEL), invisible format characters (bidi overrides, zero-width marks), line and
 * paragraph separators, and the backslash, which browsers read as a slash: `/\t/evil.example` and
 * `/\evil.example` both reach another host.
 */
const UNSAFE_IN_REDIRECT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/u;

/**
 * Where to go after a form, from a `redirectTo` field or query parameter: a path on this site, or
 * the fallback. Only a value that starts with `/`, holds none of the characters above and,
 * resolved as a URL, stays on the origin it was resolved against is taken; what comes back is the
 * resolved path, query and fragment, so the Location header holds exactly what the browser will
 * follow. A React Router data URL (`….data`) is never a place to go.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || UNSAFE_IN_REDIRECT.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, SITE);
  } catch {
    return fallback;
  }
  // A path can resolve to one that starts with `//` (`/..//evil.example`), which a Location header
  // would send to another host: the resolved path is held to the same rule as the value.
  if (url.origin !== SITE || url.pathname.startsWith("//")) return fallback;
  // React Router's data URLs (`/account.data`) answer JSON for its own client, never a page.
  if (url.pathname.endsWith(".data")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The answer of a plain post, for the form that sent it only: by its `intent`, and by the `id` of
 * the thing it changes where one page has a form per thing (a saved reply, a passkey).
 */
export function answerFor(answer: FormAnswer | null | undefined, intent: string, id?: string): FormAnswer | null {
  if (answer?.values?.intent !== intent) return null;
  return id === undefined || answer.values?.id === id ? answer : null;
}
