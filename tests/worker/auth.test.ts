import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountErrorText } from "~/accounts/texts";

const { emailNotConfirmed: EMAIL_NOT_CONFIRMED, invalidCredentials: INVALID_CREDENTIALS } = accountErrorText;

import { hashToken } from "~/platform/tokens.server";
import {
  api,
  attemptsUntilLimited,
  confirmedUser,
  confirmSignup,
  count,
  lastMailTo,
  linkIn,
  nextMailTo,
  PASSWORD,
  randomIp,
  sessionCookieFrom,
  signUp,
  signupToken,
} from "./auth-helpers";
import { ORIGIN, postForm } from "./helpers";

const SIGNUP_SUCCESS = "Account created! Please check your email to confirm your account and then login.";

describe("sign-up", () => {
  it("stores a pending sign-up with a scrypt hash (never the password) and mails a link to the confirmation page", async () => {
    const { res, json } = await signUp("Asha@Example.com ");
    expect(res.status).toBe(202);
    expect(json).toEqual({ ok: true, message: SIGNUP_SUCCESS });
    const mail = await lastMailTo("asha@example.com");
    expect(mail?.subject).toBe("Confirm your ADRIG account");
    expect(mail?.text).toContain("/confirm-email?token=");
    expect(mail?.html).toContain("/confirm-email?token=");
    // A pending sign-up is not an account.
    expect(await count("users")).toBe(0);
    const pending = await env.DB.prepare("select * from pending_signups").first<Record<string, unknown>>();
    expect(pending?.email).toBe("asha@example.com");
    expect(String(pending?.password_hash)).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(JSON.stringify(pending)).not.toContain(PASSWORD);
  });

  it("never echoes the unconfirmed name in the confirmation mail", async () => {
    await signUp("echo@example.com", "Mallory Injected Name");
    const mail = await lastMailTo("echo@example.com");
    expect(mail?.text).not.toContain("Mallory");
    expect(mail?.html).not.toContain("Mallory");
  });

  it("answers a taken e-mail exactly like a new one and mails a notice instead", async () => {
    await confirmedUser("taken@example.com");
    const first = await signUp("new@example.com");
    const again = await signUp("taken@example.com", "Somebody Else", "another secret");
    expect(again.res.status).toBe(first.res.status);
    expect(again.json).toEqual(first.json);
    expect(await lastMailTo("taken@example.com", { subject: "You already have an ADRIG account" })).not.toBeNull();
    expect(await count("users")).toBe(1);
  });
});

describe("confirmation", () => {
  it("refuses login before confirming, with the confirm message, for the sign-up's own password only", async () => {
    await signUp("early@example.com");
    await signupToken("early@example.com");
    const { res, json } = await api("/api/auth/login", { email: "early@example.com", password: PASSWORD });
    expect(res.status).toBe(403);
    expect(json).toMatchObject({ error: EMAIL_NOT_CONFIRMED, code: "email_not_confirmed" });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);
    const wrong = await api("/api/auth/login", { email: "early@example.com", password: "not the password" });
    expect(wrong.json).toMatchObject({ error: INVALID_CREDENTIALS });
  });

  it("opening the link (GET) shows the form and spends nothing", async () => {
    await signUp("look@example.com");
    const token = await signupToken("look@example.com");
    for (let i = 0; i < 2; i++) {
      const page = await SELF.fetch(new URL(`/confirm-email?token=${token}`, ORIGIN));
      expect(page.status).toBe(200);
      expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
      const html = await page.text();
      expect(html).toContain("Confirm your e-mail");
      expect(html).toMatch(/value="look@example.com"[^>]*readOnly|readOnly[^>]*value="look@example.com"/i);
      expect(html).toContain("Confirm and log in");
    }
    expect(await count("pending_signups")).toBe(1);
    expect((await confirmSignup(token)).status).toBe(303);
  });

  it("works once with the sign-up's password: creates the account, signs in and redirects home", async () => {
    await signUp("once@example.com");
    const token = await signupToken("once@example.com");
    const first = await confirmSignup(token);
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/");
    const cookie = sessionCookieFrom(first);
    const flash = decodeURIComponent(first.headers.getSetCookie().find((c) => c.startsWith("flash="))!);
    expect(flash).toContain("Email confirmed");
    expect(flash).toContain("Welcome to ADRIG!");
    const session = await (
      await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } })
    ).json();
    expect(session).toMatchObject({ user: { email: "once@example.com", name: "Asha Raman" } });
    const user = await env.DB.prepare("select email_verified_at from users").first<{ email_verified_at: number }>();
    expect(user?.email_verified_at).toBeGreaterThan(0);
    expect(await count("pending_signups")).toBe(0);

    const second = await confirmSignup(token);
    expect(second.status).toBe(400);
    expect(second.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);
  });

  it("a wrong password says so and spends nothing", async () => {
    await signUp("typo@example.com");
    const token = await signupToken("typo@example.com");
    const wrong = await confirmSignup(token, "not the password");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("This password does not match the sign-up for this link.");
    expect(await count("users")).toBe(0);
    expect(await count("pending_signups")).toBe(1);
    expect((await confirmSignup(token)).status).toBe(303);
  });

  it("the pre-registration attack gains nothing: the first party's password never opens the account", async () => {
    const attackerPassword = "attacker chose this";
    await signUp("victim@example.com", "Attacker", attackerPassword);
    const attackerMail = await lastMailTo("victim@example.com");
    const attackerToken = new URL(linkIn(attackerMail!.text, "/confirm-email?token=")).searchParams.get("token")!;
    await signUp("victim@example.com", "Real Victim", PASSWORD);
    const victimMail = await nextMailTo("victim@example.com", attackerMail);
    const victimToken = new URL(linkIn(victimMail.text, "/confirm-email?token=")).searchParams.get("token")!;
    expect(victimToken).not.toBe(attackerToken);
    // The victim opens their own link and confirms with their own password.
    const confirmed = await confirmSignup(victimToken, PASSWORD);
    expect(confirmed.status).toBe(303);
    const user = await env.DB.prepare("select name from users where email = 'victim@example.com'").first<{
      name: string;
    }>();
    expect(user?.name).toBe("Real Victim");
    // The attacker's link is gone, and their password opens nothing.
    expect(await count("pending_signups")).toBe(0);
    expect((await confirmSignup(attackerToken, attackerPassword)).status).toBe(400);
    expect((await api("/api/auth/login", { email: "victim@example.com", password: attackerPassword })).res.status).toBe(
      401,
    );
    expect((await api("/api/auth/login", { email: "victim@example.com", password: PASSWORD })).res.status).toBe(200);
  });

  it("expires after 24 hours", async () => {
    await signUp("late@example.com");
    const token = await signupToken("late@example.com");
    const row = await env.DB.prepare("select expires_at, created_at from pending_signups").first<{
      expires_at: number;
      created_at: number;
    }>();
    expect(row!.expires_at - row!.created_at).toBe(24 * 60 * 60 * 1000);
    await env.DB.prepare("update pending_signups set expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    expect((await confirmSignup(token)).status).toBe(400);
    expect(await (await SELF.fetch(new URL(`/confirm-email?token=${token}`, ORIGIN))).text()).toContain(
      "This link has expired",
    );
    expect(await count("users")).toBe(0);
  });

  it("stores only the SHA-256 of the token", async () => {
    await signUp("hash@example.com");
    const token = await signupToken("hash@example.com");
    const row = await env.DB.prepare("select token_hash from pending_signups").first<{ token_hash: string }>();
    expect(row?.token_hash).toBe(hashToken(token));
  });
});

/** Logs in through the API and returns the new session cookie. */
async function confirmedLogin(email: string) {
  return sessionCookieFrom((await api("/api/auth/login", { email, password: PASSWORD })).res);
}

describe("login and sessions", () => {
  it("sets an HttpOnly, SameSite=Lax, Path=/ cookie holding a token whose hash is the session id", async () => {
    await confirmedUser("login@example.com");
    const { res, json } = await api("/api/auth/login", { email: "LOGIN@example.com", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(json).toMatchObject({ user: { email: "login@example.com", name: "Asha Raman", role: "user" } });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("adrig_session="))!;
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    // The cookie lives 7 days (the idle limit) and is renewed while the session is used.
    expect(setCookie).toMatch(/Max-Age=604\d{3}/);
    const token = setCookie.split(";")[0]!.split("=")[1]!.split(".")[0]!;
    const row = await env.DB.prepare("select id from sessions where id = ?").bind(hashToken(token)).first();
    expect(row).not.toBeNull();
  });

  it("gives one generic message for a wrong password and for an unknown e-mail", async () => {
    await confirmedUser("generic@example.com");
    const wrong = await api("/api/auth/login", { email: "generic@example.com", password: "wrong password" });
    const unknown = await api("/api/auth/login", { email: "nobody@example.com", password: PASSWORD });
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.json.error).toBe(INVALID_CREDENTIALS);
    expect(unknown.json.error).toBe(INVALID_CREDENTIALS);
  });

  it("treats a tampered cookie as no session and clears it", async () => {
    const { cookie } = await confirmedUser("tamper@example.com");
    const [name, value] = cookie.split("=");
    const [token, signature] = value!.split(".");
    const forged = `${name}=${token!.slice(0, -1)}${token!.endsWith("a") ? "b" : "a"}.${signature}`;
    const res = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: forged } });
    expect(await res.json()).toEqual({ user: null });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session=;") && c.includes("Max-Age=0"))).toBe(
      true,
    );
    const unsigned = await SELF.fetch(new URL("/api/auth/session", ORIGIN), {
      headers: { Cookie: `${name}=${token}` },
    });
    expect(await unsigned.json()).toEqual({ user: null });
  });

  it("treats an expired session as no session and deletes it", async () => {
    const { cookie } = await confirmedUser("expired@example.com");
    await env.DB.prepare("update sessions set expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    const res = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(await res.json()).toEqual({ user: null });
    expect(await count("sessions")).toBe(0);
  });

  it("records use at most every 5 minutes and renews the cookie to 7 days, never past 30 days from sign-in", async () => {
    const { cookie } = await confirmedUser("slide@example.com");
    const fresh = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);

    const day = 24 * 3600 * 1000;
    await env.DB.prepare("update sessions set last_used_at = ?")
      .bind(Date.now() - 2 * day)
      .run();
    const res = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect((await res.json()) as object).toMatchObject({ user: { email: "slide@example.com" } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("adrig_session="))).toMatch(/Max-Age=604\d{3}/);
    const row = await env.DB.prepare("select last_used_at from sessions").first<{ last_used_at: number }>();
    expect(row!.last_used_at).toBeGreaterThan(Date.now() - 60_000);

    // Near the absolute end the cookie is cut to what is left.
    await env.DB.prepare("update sessions set last_used_at = ?, expires_at = ?")
      .bind(Date.now() - 2 * day, Date.now() + day)
      .run();
    const late = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(late.headers.getSetCookie().find((c) => c.startsWith("adrig_session="))).toMatch(/Max-Age=86\d{3}/);
  });

  it("ends a session 7 days after its last use, and 30 days after sign-in however active", async () => {
    const { cookie } = await confirmedUser("idle@example.com");
    const row = await env.DB.prepare("select expires_at, created_at from sessions").first<{
      expires_at: number;
      created_at: number;
    }>();
    expect(row!.expires_at - row!.created_at).toBe(30 * 24 * 3600 * 1000);
    const day = 24 * 3600 * 1000;
    await env.DB.prepare("update sessions set last_used_at = ?")
      .bind(Date.now() - 7 * day - 1000)
      .run();
    const idle = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(await idle.json()).toEqual({ user: null });
    expect(await count("sessions")).toBe(0);

    const again = await confirmedLogin("idle@example.com");
    await env.DB.prepare("update sessions set last_used_at = ?, expires_at = ?")
      .bind(Date.now(), Date.now() - 1)
      .run();
    const old = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: again } });
    expect(await old.json()).toEqual({ user: null });
  });

  it("gives a new session id at every sign-in and deletes the one presented", async () => {
    const { cookie } = await confirmedUser("rotate@example.com");
    const { res } = await api("/api/auth/login", { email: "rotate@example.com", password: PASSWORD }, { cookie });
    const fresh = sessionCookieFrom(res);
    expect(fresh).not.toBe(cookie);
    expect(await count("sessions")).toBe(1);
    const old = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(await old.json()).toEqual({ user: null });
    const page = await postForm(
      "/login",
      { email: "rotate@example.com", password: PASSWORD },
      { headers: { Cookie: fresh } },
    );
    expect(sessionCookieFrom(page)).not.toBe(fresh);
    expect(await count("sessions")).toBe(1);
  });

  it("knows the session on page renders too (header state at first paint)", async () => {
    const { cookie } = await confirmedUser("page@example.com", "Priya Natarajan");
    const html = await (await SELF.fetch(new URL("/", ORIGIN), { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Priya Natarajan");
    expect(html).toContain("Sign Out");
  });

  it("rehashes a password stored with older parameters at the next login", async () => {
    await confirmedUser("old@example.com");
    // A hash made with weaker parameters (N=1024), as an older release would have stored it.
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD.normalize("NFKC"), salt, 32, { N: 1024, r: 8, p: 1 });
    const old = `scrypt$1024$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    await env.DB.prepare("update users set password_hash = ?").bind(old).run();
    const { res } = await api("/api/auth/login", { email: "old@example.com", password: PASSWORD });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("select password_hash from users").first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
  });
});

describe("logout", () => {
  it("deletes the session row and clears the cookie", async () => {
    const { cookie } = await confirmedUser("bye@example.com");
    expect(await count("sessions")).toBe(1);
    const { res, json } = await api("/api/auth/logout", {}, { cookie });
    expect(res.status).toBe(200);
    expect(json).toEqual({ ok: true });
    expect(await count("sessions")).toBe(0);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session=;") && c.includes("Max-Age=0"))).toBe(
      true,
    );
    const after = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(await after.json()).toEqual({ user: null });
  });
});

describe("password reset", () => {
  it("always gives the same answer, and mails a link only to real accounts", async () => {
    await confirmedUser("real@example.com");
    const known = await api("/api/auth/password/forgot", { email: "real@example.com" });
    const unknown = await api("/api/auth/password/forgot", { email: "ghost@example.com" });
    expect(known.res.status).toBe(unknown.res.status);
    expect(known.json).toEqual(unknown.json);
    expect(await lastMailTo("real@example.com", { subject: "Reset your ADRIG password" })).not.toBeNull();
    const ghostMails = await env.DB.prepare(
      "select count(*) as n from mail_outbox where \"to\" = 'ghost@example.com'",
    ).first<{ n: number }>();
    expect(ghostMails?.n).toBe(0);
  });

  it("sets the new password, revokes every session, and the old password stops working", async () => {
    const { cookie } = await confirmedUser("reset@example.com");
    await api("/api/auth/login", { email: "reset@example.com", password: PASSWORD });
    expect(await count("sessions")).toBe(2);
    await api("/api/auth/password/forgot", { email: "reset@example.com" });
    const link = linkIn(
      (await lastMailTo("reset@example.com", { subject: "Reset your ADRIG password" }))!.text,
      "/reset-password?token=",
    );
    const token = new URL(link).searchParams.get("token")!;
    const newPassword = "a brand new passphrase";
    const { res } = await api("/api/auth/password/reset", {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.status).toBe(200);
    expect(await count("sessions")).toBe(0);
    const after = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(await after.json()).toEqual({ user: null });
    expect((await api("/api/auth/login", { email: "reset@example.com", password: PASSWORD })).res.status).toBe(401);
    expect((await api("/api/auth/login", { email: "reset@example.com", password: newPassword })).res.status).toBe(200);
    // The link is single-use.
    const again = await api("/api/auth/password/reset", {
      token,
      password: "yet another one",
      confirmPassword: "yet another one",
    });
    expect(again.res.status).toBe(400);
  });

  it("refuses an expired reset link (1 hour)", async () => {
    await confirmedUser("slow@example.com");
    await api("/api/auth/password/forgot", { email: "slow@example.com" });
    const token = new URL(
      linkIn(
        (await lastMailTo("slow@example.com", { subject: "Reset your ADRIG password" }))!.text,
        "/reset-password?token=",
      ),
    ).searchParams.get("token")!;
    const row = await env.DB.prepare("select expires_at, created_at from email_tokens where purpose = 'reset'").first<{
      expires_at: number;
      created_at: number;
    }>();
    expect(row!.expires_at - row!.created_at).toBe(60 * 60 * 1000);
    await env.DB.prepare("update email_tokens set expires_at = ? where purpose = 'reset'")
      .bind(Date.now() - 1)
      .run();
    const { res } = await api("/api/auth/password/reset", {
      token,
      password: "new secret!",
      confirmPassword: "new secret!",
    });
    expect(res.status).toBe(400);
  });
});

describe("validation with the spec's messages", () => {
  const valid = { name: "Asha Raman", email: "v@example.com", password: PASSWORD, confirmPassword: PASSWORD };
  it.each([
    ["/api/auth/signup", { ...valid, name: "A" }, "name", "Name must be at least 2 characters"],
    ["/api/auth/signup", { ...valid, email: "" }, "email", "Email is required"],
    ["/api/auth/signup", { ...valid, email: "not-an-email" }, "email", "Invalid email address"],
    [
      "/api/auth/signup",
      { ...valid, password: "1234567", confirmPassword: "1234567" },
      "password",
      "Password must be at least 8 characters",
    ],
    ["/api/auth/signup", { ...valid, confirmPassword: "" }, "confirmPassword", "Please confirm your password"],
    ["/api/auth/signup", { ...valid, confirmPassword: "something else" }, "confirmPassword", "Passwords don't match"],
    ["/api/auth/signup", { ...valid, name: "x".repeat(101) }, "name", "Name must be at most 100 characters"],
    [
      "/api/auth/signup",
      { ...valid, password: "p".repeat(257), confirmPassword: "p".repeat(257) },
      "password",
      "Password must be at most 256 characters",
    ],
    ["/api/auth/signup", { ...valid, email: 42 }, "email", "Invalid email address"],
    ["/api/auth/signup", { ...valid, name: ["Asha"] }, "name", "Name must be at least 2 characters"],
    [
      "/api/auth/signup",
      { ...valid, name: "Asha\n\nURGENT: reset now" },
      "name",
      "Name contains characters that are not allowed",
    ],
    [
      "/api/auth/signup",
      { ...valid, name: "Asha\u202eRaman" },
      "name",
      "Name contains characters that are not allowed",
    ],
    [
      "/api/auth/signup",
      { ...valid, name: "Asha\u200bRaman" },
      "name",
      "Name contains characters that are not allowed",
    ],
    [
      "/api/auth/signup",
      { ...valid, name: "Asha\u2028Raman" },
      "name",
      "Name contains characters that are not allowed",
    ],
    [
      "/api/auth/signup",
      { ...valid, name: "Asha\u2029Raman" },
      "name",
      "Name contains characters that are not allowed",
    ],
    ["/api/auth/login", { password: PASSWORD }, "email", "Email is required"],
    ["/api/auth/login", { email: "bad@", password: PASSWORD }, "email", "Invalid email address"],
    [
      "/api/auth/login",
      { email: "v@example.com", password: "123" },
      "password",
      "Password must be at least 6 characters",
    ],
    ["/api/auth/password/forgot", { email: "nope" }, "email", "Invalid email address"],
  ])("%s %j -> 400 %s: %s", async (path, body, field, message) => {
    const { res, json } = await api(path, body);
    expect(res.status).toBe(400);
    expect(json.error).toBe(message);
    expect((json.fieldErrors as Record<string, string>)[field]).toBe(message);
    expect(await count("users")).toBe(0);
    expect(await count("pending_signups")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("ignores unknown fields", async () => {
    const { res } = await api("/api/auth/signup", { ...valid, role: "admin", emailVerifiedAt: 1 });
    expect(res.status).toBe(202);
    expect(await count("pending_signups")).toBe(1);
    await confirmSignup(await signupToken("v@example.com"));
    const user = await env.DB.prepare("select role from users").first();
    expect(user).toEqual({ role: "user" });
  });
});

describe("abuse and malformed requests", () => {
  it("answers 429 past the sign-up limit for one address, and stores nothing more", async () => {
    const ip = randomIp();
    const body = (i: number) => ({
      name: "Rate Test",
      email: `r${i}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const { statuses, limited, allowed } = await attemptsUntilLimited(
      5,
      async (i) => (await api("/api/auth/signup", body(i), { ip })).res,
    );
    expect(allowed).toBeGreaterThanOrEqual(5);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(limited.headers.get("Retry-After")).toBe("60");
    const again = await api("/api/auth/signup", body(99), { ip });
    expect(again.res.status).toBe(429);
    expect(again.json).toEqual({
      error: "Too many attempts. Please wait a minute and try again.",
      code: "rate_limited",
    });
    await expect.poll(() => count("pending_signups")).toBe(allowed);
  });

  it("answers 429 past the login limit for one e-mail, from any address", async () => {
    await confirmedUser("target@example.com");
    const { statuses, allowed } = await attemptsUntilLimited(
      5,
      async () => (await api("/api/auth/login", { email: "target@example.com", password: "wrong guess" })).res,
    );
    expect(allowed).toBeGreaterThanOrEqual(5);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // Even the right password is refused while limited, and no session is made.
    const { res } = await api("/api/auth/login", { email: "target@example.com", password: PASSWORD });
    expect(res.status).toBe(429);
    expect(await count("sessions")).toBe(1);
  });

  it("answers 429 past the forgot-password limit for one address", async () => {
    const ip = randomIp();
    const { allowed } = await attemptsUntilLimited(
      5,
      async (i) => (await api("/api/auth/password/forgot", { email: `f${i}@example.com` }, { ip })).res,
    );
    expect(allowed).toBeGreaterThanOrEqual(5);
  });

  it("refuses a cross-origin login with 403", async () => {
    await confirmedUser("csrf@example.com");
    const { res } = await api(
      "/api/auth/login",
      { email: "csrf@example.com", password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("answers malformed JSON, wrong content types and oversize bodies with 4xx and stores nothing", async () => {
    const post = (body: BodyInit, type: string) =>
      SELF.fetch(new URL("/api/auth/signup", ORIGIN), {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": type },
        body,
      });
    const malformed = await post("{ name: ", "application/json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: "Malformed JSON body." });
    const array = await post("[1,2]", "application/json");
    expect(array.status).toBe(400);
    const text = await post("name=x", "text/plain");
    expect(text.status).toBe(415);
    const huge = await post(JSON.stringify({ name: "x".repeat(40_000) }), "application/json");
    expect(huge.status).toBe(413);
    expect(await count("users")).toBe(0);
  });
});

describe("logs", () => {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(
          args
            .map((a) =>
              a instanceof Error ? `${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a),
            )
            .join(" "),
        );
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it("never contain passwords, tokens or session ids during the whole account life cycle", async () => {
    const secretPassword = "log-canary-password-123";
    const { cookie } = await confirmedUser("logs@example.com", "Log Canary", secretPassword);
    await api("/api/auth/login", { email: "logs@example.com", password: "wrong-canary-password" });
    await api("/api/auth/password/forgot", { email: "logs@example.com" });
    const resetLink = linkIn(
      (await lastMailTo("logs@example.com", { subject: "Reset your ADRIG password" }))!.text,
      "/reset-password?token=",
    );
    const resetToken = new URL(resetLink).searchParams.get("token")!;
    await api("/api/auth/password/reset", {
      token: resetToken,
      password: "canary-new-pass",
      confirmPassword: "canary-new-pass",
    });
    await api("/api/auth/logout", {}, { cookie });
    const sessionToken = cookie.split("=")[1]!.split(".")[0]!;
    // Control: the spy does see the Worker's own log lines.
    await SELF.fetch(new URL("/log-capture-control", ORIGIN));
    const all = lines.join("\n");
    expect(all).toContain('"event":"not_found","route":"/log-capture-control"');
    for (const secret of [
      secretPassword,
      "wrong-canary-password",
      "canary-new-pass",
      resetToken,
      sessionToken,
      hashToken(sessionToken),
      env.SESSION_SECRET!,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
