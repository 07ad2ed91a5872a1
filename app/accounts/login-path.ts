/** Pages a sign-in never returns to: the sign-in pages themselves, and the home page (the default). */
const NO_RETURN = new Set(["/", "/login", "/signup", "/forgot-password", "/reset-password", "/logout"]);

/**
 * The login page's address that brings the visitor back to `here` (a path with its query) once
 * signed in, by every route: the dialog, /login without JavaScript, and the two-step code step,
 * which carry `redirectTo` on (the login action passes it through `safeRedirect`).
 */
export function loginPath(here: string): string {
  const path = here.split(/[?#]/)[0] ?? "/";
  return NO_RETURN.has(path) ? "/login" : `/login?redirectTo=${encodeURIComponent(here)}`;
}

/**
 * The sign-up page's address that, once the account is confirmed from its mailed link, lands on
 * `redirectTo` (the login page's "Sign Up" carries it on: a mailed "See the conversation" leads
 * through a new account to the thread). Home needs no parameter.
 */
export function signupPath(redirectTo: string): string {
  return redirectTo === "/" ? "/signup" : `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
}
