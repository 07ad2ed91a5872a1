import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/ui/forms/form-answer";
import { confirmedUser, PASSWORD } from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";

/**
 * Open redirects: every value below is known to send a browser to another host, or to break the
 * Location header, when a site echoes it back. Each must fall back to the site's own path.
 * (Browsers drop tab, CR and LF from URLs and read `\` as `/`, so `/\t/evil.example` is
 * `//evil.example`.)
 */
const BYPASSES = [
  "//evil.example/phish",
  "///evil.example/phish",
  "////evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example/phish",
  "/\r/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\0/evil.example",
  "/\u0000evil.example",
  "/\u000b/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "/\u2028/evil.example",
  "/\u2029/evil.example",
  "/\u202e/evil.example",
  "/\u200b/evil.example",
  "/\ufeff/evil.example",
  "/..//evil.example",
  "/.//evil.example",
  "/a/../..//evil.example",
  "/%2e%2e//evil.example",
  "/./%2e/..//evil.example",
  "https://evil.example/phish",
  "http:evil.example",
  "https:/evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "\t//evil.example",
  " //evil.example",
  "data:text/html,<script>alert(1)</script>",
  "%2F%2Fevil.example",
  "%2F%09%2Fevil.example",
  "%252F%252Fevil.example",
  "evil.example",
  "",
  // React Router's data URLs: JSON for its client, never a page to land on.
  "/account.data",
  "/_root.data",
  "/account.data?_routes=routes%2Faccount",
] as const;

/** Values that only look odd: they stay on the site, as the same path (encodings untouched). */
const KEPT = [
  ["/blog?x=1", "/blog?x=1"],
  ["/account#sessions", "/account#sessions"],
  ["/%09/evil.example", "/%09/evil.example"],
  ["/%5c/evil.example", "/%5c/evil.example"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/services/../contact", "/contact"],
] as const;

describe("safeRedirect", () => {
  it.each(BYPASSES.map((value) => [JSON.stringify(value), value]))("falls back for %s", (_, value) => {
    expect(safeRedirect(value)).toBe("/");
    expect(safeRedirect(value, "/login")).toBe("/login");
  });

  it.each(KEPT)("keeps %j as %j", (value, kept) => {
    expect(safeRedirect(value)).toBe(kept);
  });

  it("never answers a value that leaves the site when resolved", () => {
    for (const value of BYPASSES) expect(new URL(safeRedirect(value), ORIGIN).origin).toBe(ORIGIN);
    expect(BYPASSES.length).toBeGreaterThanOrEqual(30);
  });

  it("takes nothing but a string", () => {
    for (const value of [undefined, null, 1, ["/blog"], { to: "/blog" }]) expect(safeRedirect(value)).toBe("/");
  });
});

const CONTROL_VALUES = ["/\r\n/evil.example", "/\n/x", "/\0/x", "/\t/evil.example/phish", "/\u2028/x"];

describe("signing out of a page only the signed-in can open", () => {
  it("the data request of /account after the sign-out sends to /login with the page's own address", async () => {
    const res = await fetchPage("/account.data?_routes=routes%2Faccount", { redirect: "manual" });
    // React Router's client follows this redirect; it must name /account, never /account.data.
    const location = res.headers.get("Location") ?? res.headers.get("X-Remix-Redirect") ?? (await res.text());
    expect(location).toContain("/login?redirectTo=%2Faccount");
    expect(location).not.toContain(".data");
    const root = await fetchPage("/admin/messages.data", { redirect: "manual" });
    const rootLocation = root.headers.get("Location") ?? root.headers.get("X-Remix-Redirect") ?? (await root.text());
    expect(rootLocation).toContain("/login?redirectTo=%2Fadmin%2Fmessages");
  });

  it("the header's Sign Out on /account and the staff pages goes home; on a public page it comes back", async () => {
    const { cookie } = await confirmedUser("leaving@example.com");
    const account = await (await fetchPage("/account", { headers: { Cookie: cookie } })).text();
    const accountBack = [...account.matchAll(/<input type="hidden" name="redirectTo" value="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(accountBack.length).toBeGreaterThan(0);
    expect(new Set(accountBack)).toEqual(new Set(["/"]));
    const contact = await (await fetchPage("/contact?x=1", { headers: { Cookie: cookie } })).text();
    expect(contact).toMatch(/<input type="hidden" name="redirectTo" value="\/contact\?x=1"\/>/);
    const logout = await postForm("/logout", { redirectTo: "/account.data" }, { headers: { Cookie: cookie } });
    expect(logout.status).toBe(303);
    expect(logout.headers.get("Location")).toBe("/");
  });
});

describe("redirectTo on the account pages", () => {
  it("a signed-in visit to /login with a bypass goes home, never elsewhere, never a 5xx", async () => {
    const { cookie } = await confirmedUser("signed.in@example.com");
    for (const value of [...BYPASSES, ...CONTROL_VALUES]) {
      const res = await fetchPage(`/login?redirectTo=${encodeURIComponent(value)}`, {
        redirect: "manual",
        headers: { Cookie: cookie },
      });
      expect(res.status, JSON.stringify(value)).toBe(302);
      expect(res.headers.get("Location"), JSON.stringify(value)).toBe("/");
    }
  });

  it("a signed-out /login never puts a bypass into the form's hidden field", async () => {
    const res = await fetchPage(`/login?redirectTo=${encodeURIComponent("/\t/evil.example/phish")}`);
    const html = await res.text();
    expect(html).toMatch(/<input type="hidden" name="redirectTo" value="\/"\/>/);
    expect(html).not.toContain("evil.example");
  });

  it("a correct login and a sign-out with control characters in redirectTo answer 303 home; a sign-up stays", async () => {
    await confirmedUser("posted@example.com");
    for (const redirectTo of CONTROL_VALUES) {
      const login = await postForm("/login", { email: "posted@example.com", password: PASSWORD, redirectTo });
      expect(login.status, JSON.stringify(redirectTo)).toBe(303);
      expect(login.headers.get("Location")).toBe("/");
      const logout = await postForm("/logout", { redirectTo });
      expect(logout.status).toBe(303);
      expect(logout.headers.get("Location")).toBe("/");
    }
    const signup = await postForm("/signup", {
      name: "New Person",
      email: "new.person@example.com",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      redirectTo: "/\r\n/x",
    });
    // A sign-up no longer redirects at all: it answers "Check your inbox" on its own page.
    expect(signup.status).toBe(200);
    expect(signup.headers.get("Location")).toBeNull();
    const forgot = await postForm("/forgot-password", { email: "posted@example.com", redirectTo: "/\0/x" });
    expect(forgot.status).toBe(303);
    expect(forgot.headers.get("Location")).toBe("/login");
  });
});
