/**
 * The token of a newsletter link: from the form's hidden field, else from the URL (the RFC 8058
 * one-click POST goes to the link itself with only `List-Unsubscribe=One-Click` in its body).
 */
export function linkToken(request: Request, body: Record<string, unknown>): string {
  if (typeof body.token === "string" && body.token) return body.token;
  return new URL(request.url).searchParams.get("token") ?? "";
}
