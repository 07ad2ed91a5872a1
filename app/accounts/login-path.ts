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
