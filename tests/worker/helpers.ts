import { SELF } from "cloudflare:test";

export const ORIGIN = "http://example.com";

/** A request from the site's own pages: same Origin, as a browser sends it. */
export function sameOriginInit(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has("Origin")) headers.set("Origin", ORIGIN);
  return { ...init, headers };
}

export function fetchPage(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(new URL(path, ORIGIN), init);
}

/** A plain form post from the site's own pages (what a browser without JavaScript sends). */
export function postForm(path: string, fields: Record<string, string>, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  if (!headers.has("CF-Connecting-IP"))
    headers.set("CF-Connecting-IP", `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  return SELF.fetch(
    new URL(path, ORIGIN),
    sameOriginInit({
      redirect: "manual",
      ...init,
      method: "POST",
      headers,
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/**
 * "Download my data" as /account's button sends it: a same-origin POST to /account/data (a GET
 * downloads nothing). `init` carries the session cookie and, where a test wants them, the browser.
 */
export function downloadMyData(init: RequestInit = {}): Promise<Response> {
  return postForm("/account/data", {}, init);
}
