import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { logIn, requestPasswordReset } from "../../workers/auth/accounts";
import { BREACH_CHECK_TIMEOUT_MS } from "../../workers/auth/breached-password";
import { resendConfirmation, signUp as signUpDirect } from "../../workers/auth/signups";
import { rateLimitKeyForIp } from "../../workers/http/client-ip";
import { api, attemptsUntilLimited, confirmedUser, count, lastMailTo, linkIn, PASSWORD, randomIp, signUp, testAccountDeps } from "./auth-helpers";
import { fakeHibp } from "./fake-hibp";
import { fetchPage, ORIGIN } from "./helpers";

const LOCKED = "Too many failed attempts. Try again in 15 minutes or reset your password.";
const BREACHED = "This password has appeared in a data breach. Please choose another.";

describe("login failures per account", () => {
  it("locks the account after 10 failures within an hour, even for the right password, and a reset lifts it", async () => {
    await confirmedUser("locked@example.com");
    // The per-address and per-e-mail limiters let everything through here: only the account's count is under test.
    const open = { limit: async () => ({ success: true }) } as unknown as RateLimit;
    const { deps } = testAccountDeps();
    const unlimited = { ...deps, limits: { ...deps.limits, loginIp: open, loginEmail: open } };
    for (let i = 0; i < 10; i++) {
      await expect(logIn(unlimited, { email: "locked@example.com", password: `wrong ${i}` }, randomIp())).rejects.toMatchObject({ status: 401 });
    }
    const lockedError = await logIn(unlimited, { email: "locked@example.com", password: PASSWORD }, randomIp()).catch((err: unknown) => err);
    expect(lockedError).toMatchObject({ status: 429, message: LOCKED, code: "account_locked" });
    const row = await env.DB.prepare("select locked_until from users").first<{ locked_until: number }>();
    expect(row!.locked_until).toBeGreaterThan(Date.now() + 14 * 60 * 1000);

    // Through the API the lock answers 429 with a Retry-After of the lock's remaining time.
    const locked = await api("/api/auth/login", { email: "locked@example.com", password: PASSWORD }, { ip: randomIp() });
    expect(locked.res.status).toBe(429);
    expect(locked.json).toMatchObject({ error: LOCKED, code: "account_locked" });
    expect(Number(locked.res.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);

    await api("/api/auth/password/forgot", { email: "locked@example.com" });
    const token = new URL(linkIn((await lastMailTo("locked@example.com", { subject: "Reset your ADRIG password" }))!.text, "/reset-password?token=")).searchParams.get("token")!;
    await api("/api/auth/password/reset", { token, password: "after the lock 1", confirmPassword: "after the lock 1" });
    await expect(logIn(unlimited, { email: "locked@example.com", password: "after the lock 1" }, randomIp())).resolves.toMatchObject({
      user: { email: "locked@example.com" },
    });
  });

  it("counts failures in D1: the tenth within the hour sets the lock, older ones start a new count", async () => {
    await confirmedUser("count@example.com");
    const fail = () => api("/api/auth/login", { email: "count@example.com", password: "wrong one" }, { ip: randomIp() });
    await fail();
    let row = await env.DB.prepare("select failed_logins, locked_until from users").first<{ failed_logins: number; locked_until: number | null }>();
    expect(row).toEqual({ failed_logins: 1, locked_until: null });
    // Nine failures already this hour: the next one locks.
    await env.DB.prepare("update users set failed_logins = 9, failed_logins_since = ?").bind(Date.now() - 30 * 60 * 1000).run();
    await fail();
    row = await env.DB.prepare("select failed_logins, locked_until from users").first();
    expect(row!.locked_until).toBeGreaterThan(Date.now());
    // Nine failures more than an hour ago do not count.
    await env.DB.prepare("update users set failed_logins = 9, failed_logins_since = ?, locked_until = null").bind(Date.now() - 61 * 60 * 1000).run();
    await fail();
    row = await env.DB.prepare("select failed_logins, locked_until from users").first();
    expect(row).toEqual({ failed_logins: 1, locked_until: null });
  });
});

describe("rate-limit keys", () => {
  it("keys IPv4 by address and IPv6 by its /64", () => {
    expect(rateLimitKeyForIp("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKeyForIp("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(rateLimitKeyForIp("2001:0DB8:ABCD:0012:ffff::1")).toBe("2001:db8:abcd:12::/64");
    expect(rateLimitKeyForIp("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKeyForIp("::1")).toBe("0:0:0:0::/64");
  });

  it("counts every address of one IPv6 /64 against the same login limit", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const { limited, allowed } = await attemptsUntilLimited(20, async (i) => {
      const ip = `${prefix}:${i.toString(16)}::${(i + 1).toString(16)}`;
      return (await api("/api/auth/login", { email: `v6-${i}@example.com`, password: "whatever1" }, { ip })).res;
    });
    expect(limited.status).toBe(429);
    expect(allowed).toBeLessThanOrEqual(40);
  });
});

describe("breached passwords (Have I Been Pwned, faked at its HTTP boundary)", () => {
  it("refuses a known-breached password at sign-up, sending only the 5-character SHA-1 prefix", async () => {
    const { asked } = await fakeHibp("found", "Summer2024!");
    const { res, json } = await signUp("breach@example.com", "Asha Raman", "Summer2024!");
    expect(res.status).toBe(400);
    expect(json).toMatchObject({ error: BREACHED, fieldErrors: { password: BREACHED } });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/\/range\/[0-9A-F]{5}$/);
    expect(await count("pending_signups")).toBe(0);
  });

  it("accepts a password the API does not list", async () => {
    await fakeHibp("not-found");
    expect((await signUp("clean@example.com")).res.status).toBe(202);
  });

  it("accepts the password when the API does not answer within a second", async () => {
    await fakeHibp("timeout");
    const started = Date.now();
    const { res } = await signUp("slow-hibp@example.com");
    expect(res.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(BREACH_CHECK_TIMEOUT_MS + 1500);
  });

  it("checks a new password at reset too, before spending the link", async () => {
    await confirmedUser("reset-breach@example.com");
    await api("/api/auth/password/forgot", { email: "reset-breach@example.com" });
    const token = new URL(linkIn((await lastMailTo("reset-breach@example.com", { subject: "Reset your ADRIG password" }))!.text, "/reset-password?token=")).searchParams.get("token")!;
    await fakeHibp("found", "password123");
    const refused = await api("/api/auth/password/reset", { token, password: "password123", confirmPassword: "password123" });
    expect(refused.json).toMatchObject({ error: BREACHED });
    await fakeHibp("not-found");
    expect((await api("/api/auth/password/reset", { token, password: "a fine new one", confirmPassword: "a fine new one" })).res.status).toBe(200);
  });
});

describe("uniform answers for the requests that mail", () => {
  it("answers forgot-password, resend and sign-up the same for known, pending and unknown addresses", async () => {
    await confirmedUser("known@example.com");
    await signUp("pending@example.com");
    for (const path of ["/api/auth/password/forgot", "/api/auth/confirm/resend"]) {
      const answers = [];
      for (const email of ["known@example.com", "pending@example.com", "nobody@example.com"]) {
        const { res, json } = await api(path, { email });
        answers.push({ status: res.status, json });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
    const known = await signUp("known@example.com");
    const fresh = await signUp("fresh@example.com");
    expect({ status: known.res.status, json: known.json }).toEqual({ status: fresh.res.status, json: fresh.json });
  });

  it("each one queues exactly one job, a decoy where the address has nothing to receive", async () => {
    await confirmedUser("one@example.com");
    await signUp("one-pending@example.com");
    // The mailer is the queue's producer: what each request handed it, in order.
    const queued: string[] = [];
    const { deps } = testAccountDeps({
      mailer: { send: async (mail) => void queued.push(mail.subject), sendDecoy: async () => void queued.push("decoy") },
    });
    const ip = randomIp();
    const each = async (request: () => Promise<void>) => {
      queued.length = 0;
      await request();
      return [...queued];
    };
    const input = (email: string) => ({ name: "One", email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(await each(() => requestPasswordReset(deps, "one@example.com", ip))).toEqual(["Reset your ADRIG password"]);
    expect(await each(() => requestPasswordReset(deps, "nobody@example.com", ip))).toEqual(["decoy"]);
    expect(await each(() => resendConfirmation(deps, "one-pending@example.com", ip))).toEqual(["Confirm your ADRIG account"]);
    expect(await each(() => resendConfirmation(deps, "nobody@example.com", ip))).toEqual(["decoy"]);
    expect(await each(() => signUpDirect(deps, input("one-new@example.com"), ip))).toEqual(["Confirm your ADRIG account"]);
    expect(await each(() => signUpDirect(deps, input("one@example.com"), ip))).toEqual(["You already have an ADRIG account"]);
  });
});

describe("e-mailed links: a GET spends nothing", () => {
  it("opening a reset link any number of times leaves it usable for the POST", async () => {
    await confirmedUser("get@example.com");
    await api("/api/auth/password/forgot", { email: "get@example.com" });
    const link = new URL(linkIn((await lastMailTo("get@example.com", { subject: "Reset your ADRIG password" }))!.text, "/reset-password?token="));
    for (let i = 0; i < 3; i++) expect(await (await fetchPage(link.pathname + link.search)).text()).toContain("Choose a new password");
    const token = link.searchParams.get("token")!;
    expect((await api("/api/auth/password/reset", { token, password: "a new secret 1", confirmPassword: "a new secret 1" })).res.status).toBe(200);
  });

  it("sends the confirm page with no referrer and no caching, and a dead link explains itself", async () => {
    const res = await SELF.fetch(new URL("/confirm-email?token=nope", ORIGIN));
    expect(res.status).toBe(200);
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.text()).toContain("This link has expired");
  });
});
