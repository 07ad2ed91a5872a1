import type { Toast } from "./toast-types";

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
};

/**
 * Where to go after a form, from a `redirectTo` field or query parameter: only a path on this
 * site (no `//host`, no `/\host`), else the fallback.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
