import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorMessages } from "../../app/lib/messages";

const { emailNotConfirmed: EMAIL_NOT_CONFIRMED, invalidCredentials: INVALID_CREDENTIALS } = errorMessages;
import { hashToken } from "../../workers/auth/tokens";
import { ORIGIN } from "./helpers";
import { api, attemptsUntilLimited, confirmedUser, count, lastMailTo, linkIn, PASSWORD, randomIp, sessionCookieFrom, signUp } from "./auth-helpers";

const SIGNUP_SUCCESS = "Account created! Please check your email to confirm your account and then login.";

describe("sign-up", () => {
  it("stores a scrypt hash (never the password) and mails a confirmation link", async () => {
    const { res, json } = await signUp("Asha@Example.com ");
    expect(res.status).toBe(202);
    expect(json).toEqual({ ok: true, message: SIGNUP_SUCCESS });
    const user = await env.DB.prepare("select * from users").first<Record<string, unknown>>();
    expect(user?.email).toBe("asha@example.com");
    expect(user?.email_verified_at).toBeNull();
    expect(user?.role).toBe("user");
    expect(String(user?.password_hash)).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(JSON.stringify(user)).not.toContain(PASSWORD);
    const mail = await lastMailTo("asha@example.com");
    expect(mail?.subject).toBe("Confirm your ADRIG account");
    expect(mail?.text).toContain("/api/auth/confirm?token=");
    expect(mail?.html).toContain("/api/auth/confirm?token=");
  });

  it("answers a taken e-mail exactly like a new one and mails a notice instead", async () => {
    await confirmedUser("taken@example.com");
    const first = await signUp("new@example.com");
    const again = await signUp("taken@example.com", "Somebody Else", "another secret");
    expect(again.res.status).toBe(first.res.status);
    expect(again.json).toEqual(first.json);
    expect(await count("users")).toBe(2);
    expect((await lastMailTo("taken@example.com"))?.subject).toBe("You already have an ADRIG account");
  });

  it("re-sends the confirmation when the e-mail is taken but unconfirmed", async () => {
    await signUp("pending@example.com");
    const firstLink = linkIn((await lastMailTo("pending@example.com"))!.text, "/api/auth/confirm?token=");
    await signUp("pending@example.com");
    const secondLink = linkIn((await lastMailTo("pending@example.com"))!.text, "/api/auth/confirm?token=");
    expect(secondLink).not.toBe(firstLink);
    // Only the newest link works.
    expect((await SELF.fetch(firstLink, { redirect: "manual" })).headers.get("Location")).toBe("/login");
    expect((await SELF.fetch(secondLink, { redirect: "manual" })).headers.get("Location")).toBe("/");
  });
});

describe("confirmation", () => {
  it("refuses login before confirming, with the confirm message", async () => {
    await signUp("early@example.com");
    const { res, json } = await api("/api/auth/login", { email: "early@example.com", password: PASSWORD });
    expect(res.status).toBe(403);
    expect(json).toMatchObject({ error: EMAIL_NOT_CONFIRMED, code: "email_not_confirmed" });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);
  });

  it("works once: confirms, signs in and redirects home; the second use is refused", async () => {
    await signUp("once@example.com");
    const link = linkIn((await lastMailTo("once@example.com"))!.text, "/api/auth/confirm?token=");
    const first = await SELF.fetch(link, { redirect: "manual" });
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/");
    const cookie = sessionCookieFrom(first);
    expect(first.headers.getSetCookie().some((c) => c.startsWith("flash=") && c.includes("Email%20confirmed"))).toBe(true);
    const session = await (await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } })).json();
    expect(session).toMatchObject({ user: { email: "once@example.com", name: "Asha Raman" } });
    const verified = await env.DB.prepare("select email_verified_at from users").first<{ email_verified_at: number }>();
    expect(verified?.email_verified_at).toBeGreaterThan(0);

    const second = await SELF.fetch(link, { redirect: "manual" });
    expect(second.headers.get("Location")).toBe("/login");
    expect(second.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);
  });

  it("expires after 24 hours", async () => {
    await signUp("late@example.com");
    const link = linkIn((await lastMailTo("late@example.com"))!.text, "/api/auth/confirm?token=");
    await env.DB.prepare("update email_tokens set expires_at = ?").bind(Date.now() - 1000).run();
    const res = await SELF.fetch(link, { redirect: "manual" });
    expect(res.headers.get("Location")).toBe("/login");
    expect((await env.DB.prepare("select email_verified_at from users").first())?.email_verified_at).toBeNull();
  });

  it("stores only the SHA-256 of the token", async () => {
    await signUp("hash@example.com");
    const link = linkIn((await lastMailTo("hash@example.com"))!.text, "/api/auth/confirm?token=");
    const token = new URL(link).searchParams.get("token")!;
    const row = await env.DB.prepare("select token_hash from email_tokens").first<{ token_hash: string }>();
    expect(row?.token_hash).toBe(hashToken(token));
    expect(row?.token_hash).not.toContain(token);
  });
});

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
    expect(setCookie).toMatch(/Max-Age=259\d{4}/);
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
    expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session=;") && c.includes("Max-Age=0"))).toBe(true);
    const unsigned = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: `${name}=${token}` } });
    expect(await unsigned.json()).toEqual({ user: null });
  });

  it("treats an expired session as no session and deletes it", async () => {
    const { cookie } = await confirmedUser("expired@example.com");
    await env.DB.prepare("update sessions set expires_at = ?").bind(Date.now() - 1).run();
    const res = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(await res.json()).toEqual({ user: null });
    expect(await count("sessions")).toBe(0);
  });

  it("renews the expiry (sliding) when under 15 days remain, and not before", async () => {
    const { cookie } = await confirmedUser("slide@example.com");
    const fresh = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);

    const tenDays = Date.now() + 10 * 24 * 3600 * 1000;
    await env.DB.prepare("update sessions set expires_at = ?").bind(tenDays).run();
    const res = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect((await res.json()) as object).toMatchObject({ user: { email: "slide@example.com" } });
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith("adrig_session="));
    expect(renewed).toMatch(/Max-Age=259\d{4}/);
    const row = await env.DB.prepare("select expires_at from sessions").first<{ expires_at: number }>();
    expect(row!.expires_at).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
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
    expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session=;") && c.includes("Max-Age=0"))).toBe(true);
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
    expect((await lastMailTo("real@example.com"))?.subject).toBe("Reset your ADRIG password");
    expect(await lastMailTo("ghost@example.com")).toBeNull();
  });

  it("sets the new password, revokes every session, and the old password stops working", async () => {
    const { cookie } = await confirmedUser("reset@example.com");
    await api("/api/auth/login", { email: "reset@example.com", password: PASSWORD });
    expect(await count("sessions")).toBe(2);
    await api("/api/auth/password/forgot", { email: "reset@example.com" });
    const link = linkIn((await lastMailTo("reset@example.com"))!.text, "/reset-password?token=");
    const token = new URL(link).searchParams.get("token")!;
    const newPassword = "a brand new passphrase";
    const { res } = await api("/api/auth/password/reset", { token, password: newPassword, confirmPassword: newPassword });
    expect(res.status).toBe(200);
    expect(await count("sessions")).toBe(0);
    const after = await SELF.fetch(new URL("/api/auth/session", ORIGIN), { headers: { Cookie: cookie } });
    expect(await after.json()).toEqual({ user: null });
    expect((await api("/api/auth/login", { email: "reset@example.com", password: PASSWORD })).res.status).toBe(401);
    expect((await api("/api/auth/login", { email: "reset@example.com", password: newPassword })).res.status).toBe(200);
    // The link is single-use.
    const again = await api("/api/auth/password/reset", { token, password: "yet another one", confirmPassword: "yet another one" });
    expect(again.res.status).toBe(400);
  });

  it("refuses an expired reset link (1 hour)", async () => {
    await confirmedUser("slow@example.com");
    await api("/api/auth/password/forgot", { email: "slow@example.com" });
    const token = new URL(linkIn((await lastMailTo("slow@example.com"))!.text, "/reset-password?token=")).searchParams.get("token")!;
    const row = await env.DB.prepare("select expires_at, created_at from email_tokens where purpose = 'reset'").first<{ expires_at: number; created_at: number }>();
    expect(row!.expires_at - row!.created_at).toBe(60 * 60 * 1000);
    await env.DB.prepare("update email_tokens set expires_at = ? where purpose = 'reset'").bind(Date.now() - 1).run();
    const { res } = await api("/api/auth/password/reset", { token, password: "new secret!", confirmPassword: "new secret!" });
    expect(res.status).toBe(400);
  });
});

describe("validation with the spec's messages", () => {
  const valid = { name: "Asha Raman", email: "v@example.com", password: PASSWORD, confirmPassword: PASSWORD };
  it.each([
    ["/api/auth/signup", { ...valid, name: "A" }, "name", "Name must be at least 2 characters"],
    ["/api/auth/signup", { ...valid, email: "" }, "email", "Email is required"],
    ["/api/auth/signup", { ...valid, email: "not-an-email" }, "email", "Invalid email address"],
    ["/api/auth/signup", { ...valid, password: "12345", confirmPassword: "12345" }, "password", "Password must be at least 6 characters"],
    ["/api/auth/signup", { ...valid, confirmPassword: "" }, "confirmPassword", "Please confirm your password"],
    ["/api/auth/signup", { ...valid, confirmPassword: "something else" }, "confirmPassword", "Passwords don't match"],
    ["/api/auth/signup", { ...valid, name: "x".repeat(101) }, "name", "Name must be at most 100 characters"],
    ["/api/auth/signup", { ...valid, password: "p".repeat(257), confirmPassword: "p".repeat(257) }, "password", "Password must be at most 256 characters"],
    ["/api/auth/signup", { ...valid, email: 42 }, "email", "Invalid email address"],
    ["/api/auth/signup", { ...valid, name: ["Asha"] }, "name", "Name must be at least 2 characters"],
    ["/api/auth/login", { password: PASSWORD }, "email", "Email is required"],
    ["/api/auth/login", { email: "bad@", password: PASSWORD }, "email", "Invalid email address"],
    ["/api/auth/login", { email: "v@example.com", password: "123" }, "password", "Password must be at least 6 characters"],
    ["/api/auth/password/forgot", { email: "nope" }, "email", "Invalid email address"],
  ])("%s %j -> 400 %s: %s", async (path, body, field, message) => {
    const { res, json } = await api(path, body);
    expect(res.status).toBe(400);
    expect(json.error).toBe(message);
    expect((json.fieldErrors as Record<string, string>)[field]).toBe(message);
    expect(await count("users")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("ignores unknown fields", async () => {
    const { res } = await api("/api/auth/signup", { ...valid, role: "admin", emailVerifiedAt: 1 });
    expect(res.status).toBe(202);
    const user = await env.DB.prepare("select role, email_verified_at from users").first();
    expect(user).toEqual({ role: "user", email_verified_at: null });
  });
});

describe("abuse and malformed requests", () => {
  it("answers 429 past the sign-up limit for one address, and stores nothing more", async () => {
    const ip = randomIp();
    const body = (i: number) => ({ name: "Rate Test", email: `r${i}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
    const { statuses, limited, allowed } = await attemptsUntilLimited(5, async (i) => (await api("/api/auth/signup", body(i), { ip })).res);
    expect(allowed).toBeGreaterThanOrEqual(5);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(limited.headers.get("Retry-After")).toBe("60");
    const again = await api("/api/auth/signup", body(99), { ip });
    expect(again.res.status).toBe(429);
    expect(again.json).toEqual({ error: "Too many attempts. Please wait a minute and try again.", code: "rate_limited" });
    expect(await count("users")).toBe(allowed);
  });

  it("answers 429 past the login limit for one e-mail, from any address", async () => {
    await confirmedUser("target@example.com");
    const { statuses, allowed } = await attemptsUntilLimited(5, async () =>
      (await api("/api/auth/login", { email: "target@example.com", password: "wrong guess" })).res,
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
    const { allowed } = await attemptsUntilLimited(5, async (i) => (await api("/api/auth/password/forgot", { email: `f${i}@example.com` }, { ip })).res);
    expect(allowed).toBeGreaterThanOrEqual(5);
  });

  it("refuses a cross-origin login with 403", async () => {
    await confirmedUser("csrf@example.com");
    const { res } = await api("/api/auth/login", { email: "csrf@example.com", password: PASSWORD }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("answers malformed JSON, wrong content types and oversize bodies with 4xx and stores nothing", async () => {
    const post = (body: BodyInit, type: string) =>
      SELF.fetch(new URL("/api/auth/signup", ORIGIN), { method: "POST", headers: { Origin: ORIGIN, "Content-Type": type }, body });
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
        lines.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it("never contain passwords, tokens or session ids during the whole account life cycle", async () => {
    const secretPassword = "log-canary-password-123";
    const { cookie } = await confirmedUser("logs@example.com", "Log Canary", secretPassword);
    await api("/api/auth/login", { email: "logs@example.com", password: "wrong-canary-password" });
    await api("/api/auth/password/forgot", { email: "logs@example.com" });
    const resetLink = linkIn((await lastMailTo("logs@example.com"))!.text, "/reset-password?token=");
    const resetToken = new URL(resetLink).searchParams.get("token")!;
    await api("/api/auth/password/reset", { token: resetToken, password: "canary-new-pass", confirmPassword: "canary-new-pass" });
    await api("/api/auth/logout", {}, { cookie });
    const sessionToken = cookie.split("=")[1]!.split(".")[0]!;
    // Control: the spy does see the Worker's own log lines.
    await SELF.fetch(new URL("/log-capture-control", ORIGIN));
    const all = lines.join("\n");
    expect(all).toContain("[404] /log-capture-control");
    for (const secret of [secretPassword, "wrong-canary-password", "canary-new-pass", resetToken, sessionToken, hashToken(sessionToken), env.SESSION_SECRET!]) {
      expect(all).not.toContain(secret);
    }
  });
});
