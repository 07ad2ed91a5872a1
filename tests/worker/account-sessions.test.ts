import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountErrorText } from "~/accounts/texts";
import { hashToken } from "~/platform/tokens.server";
import { api, confirmedUser, PASSWORD, sessionCookieFrom } from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { userId } from "./inbox-helpers";

/**
 * "Sign out" on one session of /account: it ends exactly that session of the signed-in person,
 * found by their user id and the shortened id the page lists; anything else (another person's
 * session, this session, garbage) is the same 404 and ends nothing. It needs no "Confirm it's
 * you": ending a session only protects the account.
 */
const as = (cookie: string) => ({ headers: { Cookie: cookie } });

async function loginCookie(email: string) {
  return sessionCookieFrom((await api("/api/auth/login", { email, password: PASSWORD })).res);
}

/** The shortened id /account lists for the session behind `cookie`. */
function shownIdOf(cookie: string): string {
  const token = cookie.split("=")[1]!.split(".")[0]!;
  return hashToken(token).slice(0, 12);
}

async function signedIn(cookie: string): Promise<boolean> {
  const res = await SELF.fetch(new URL("/api/auth/session", ORIGIN), as(cookie));
  return ((await res.json()) as { user: unknown }).user !== null;
}

async function sessionsOf(email: string): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from sessions where user_id = ?")
    .bind(await userId(email))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const signOut = (cookie: string, id: string, path = "/account") =>
  postForm(path, { intent: "sign-out-session", id }, as(cookie));

describe("signing out one session", () => {
  it("lists 'Sign out' on every other session and ends exactly the one chosen", async () => {
    const { cookie } = await confirmedUser("three@example.com");
    const laptop = await loginCookie("three@example.com");
    const phone = await loginCookie("three@example.com");
    const html = await (await fetchPage("/account", as(cookie))).text();
    // One form per other session, none for this one.
    const ids = [
      ...html.matchAll(/name="intent" value="sign-out-session"\/><input type="hidden" name="id" value="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(ids.sort()).toEqual([shownIdOf(laptop), shownIdOf(phone)].sort());
    expect(html).toContain("Sign out other sessions");

    const res = await signOut(cookie, shownIdOf(laptop));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account#sessions");
    expect(decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("flash=")) ?? "")).toContain(
      "Session signed out",
    );
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(cookie)).toBe(true);
    expect(await sessionsOf("three@example.com")).toBe(2);
    // Once ended, the same id is not found any more.
    expect((await signOut(cookie, shownIdOf(laptop))).status).toBe(404);
  });

  it("answers 404 for another person's session, this session and garbage, and ends nothing", async () => {
    const { cookie } = await confirmedUser("owner@example.com");
    const other = await loginCookie("owner@example.com");
    const stranger = (await confirmedUser("stranger@example.com")).cookie;
    const strangerFull = hashToken(stranger.split("=")[1]!.split(".")[0]!);
    const before = await env.DB.prepare("select id from sessions order by id").all<{ id: string }>();
    const refused = [
      shownIdOf(stranger),
      strangerFull,
      strangerFull.toUpperCase().slice(0, 12),
      shownIdOf(cookie),
      "",
      "0".repeat(12),
      "%".repeat(12),
      `${shownIdOf(other).slice(0, 11)}%`,
      `${shownIdOf(other).slice(0, 11)}_`,
      shownIdOf(other).slice(0, 11),
      `${shownIdOf(other)}0`,
      "' or 1=1 --",
      "x".repeat(5000),
      "\u0000\u202e",
    ];
    for (const id of refused) {
      const res = await signOut(cookie, id);
      expect(res.status, JSON.stringify(id)).toBe(404);
      const page = await res.text();
      expect(page).toContain(accountErrorText.sessionGone);
      // The page lists the owner's two sessions, never the stranger's.
      expect(page.match(/data-testid="session"/g)).toHaveLength(2);
    }
    // The same for a fetcher's request, and for a missing id.
    expect((await signOut(cookie, shownIdOf(stranger), "/account.data")).status).toBe(404);
    expect((await postForm("/account", { intent: "sign-out-session" }, as(cookie))).status).toBe(404);
    const after = await env.DB.prepare("select id from sessions order by id").all<{ id: string }>();
    expect(after.results).toEqual(before.results);
    expect(await signedIn(stranger)).toBe(true);
    expect(await signedIn(other)).toBe(true);
  });

  it("another person's session id is refused the same as an id that never existed", async () => {
    const { cookie } = await confirmedUser("me@example.com");
    const stranger = (await confirmedUser("you@example.com")).cookie;
    const theirs = await signOut(cookie, shownIdOf(stranger));
    const nobody = await signOut(cookie, "abcdef012345");
    // Apart from the id that was posted (kept in the answer, as every refused form keeps its fields).
    const strip = async (res: Response, id: string) =>
      (await res.text()).replace(/nonce="[^"]*"/g, "").replaceAll(id, "ID");
    expect(theirs.status).toBe(404);
    expect(nobody.status).toBe(404);
    expect(await strip(theirs, shownIdOf(stranger))).toBe(await strip(nobody, "abcdef012345"));
  });

  it("needs a signed-in person: anonymous posts go to /login and end nothing", async () => {
    const { cookie } = await confirmedUser("anon-target@example.com");
    const res = await postForm("/account", { intent: "sign-out-session", id: shownIdOf(cookie) });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
    expect(await signedIn(cookie)).toBe(true);
  });
});
