/** The value of one cookie from the request's Cookie header, or null (values are not decoded). */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eqAt = part.indexOf("=");
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return part.slice(eqAt + 1).trim();
  }
  return null;
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}

/**
 * Adds a Set-Cookie unless the answer already sets a cookie of that name: a handler that signed
 * someone in or out has the last word on the session cookie, while every other cookie (a flash
 * toast, say) is kept beside the renewed session.
 */
export function appendCookieUnlessSet(headers: Headers, setCookie: string): void {
  const name = cookieName(setCookie);
  if (headers.getSetCookie().some((existing) => cookieName(existing) === name)) return;
  headers.append("Set-Cookie", setCookie);
}
