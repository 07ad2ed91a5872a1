import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BREACH_CHECK_TIMEOUT_MS } from "~/accounts/breached-password.server";
import { logIn } from "~/accounts/login.server";
import { requestPasswordReset } from "~/accounts/password-reset.server";
import { resendConfirmation, signUp as signUpDirect } from "~/accounts/signups.server";
import { rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import {
  api,
  attemptsUntilLimited,
  confirmedUser,
  count,
  lastMailTo,
  linkIn,
  PASSWORD,
  randomIp,
  signUp,
  testAccountDeps,
} from "./auth-helpers";
import { fakeHibp } from "./fake-hibp";
import { fetchPage, ORIGIN } from "./helpers";

const LOCKED = "Too many failed attempts. Try again later or reset your password.";
const BREACHED = "This password has appeared in a data breach. Please choose another.";

/** The account modules with the per-IP and per-e-mail limiters open: only the address's count is under test. */
function unlimitedDeps(now?: () => Date) {
  const open = { limit: async () => ({ success: true }) } as unknown as RateLimit;
  const { deps } = testAccountDeps(now ? { now } : {});
  return { ...deps, limits: { ...deps.limits, loginIp: open, loginEmail: open } };
}

/** A login with a wrong password; the refusal it answers with (it never signs in). */
async function failLogin(
  deps: ReturnType<typeof unlimitedDeps>,
  email: string,
): Promise<{ status: number; code: string }> {
  try {
    await logIn(deps, { email, password: "not the password" }, randomIp());
  } catch (err) {
    return err as { status: number; code: string };
  }
  throw new Error("a wrong password signed in");
}

describe("failed logins per address", () => {
  it("locks after 10 failures within an hour, even for the right password, and a reset lifts it", async () => {
    await confirmedUser("locked@example.com");
    const unlimited = unlimitedDeps();
    for (let i = 0; i < 10; i++)
      expect(await failLogin(unlimited, "locked@example.com")).toMatchObject({ status: 401 });
    const lockedError = await logIn(unlimited, { email: "locked@example.com", password: PASSWORD }, randomIp()).catch(
      (err: unknown) => err,
    );
    expect(lockedError).toMatchObject({ status: 429, message: LOCKED, code: "account_locked" });

    // Through the API the lock answers 429 with a Retry-After of the lock's remaining time.
    const locked = await api(
      "/api/auth/login",
      { email: "locked@example.com", password: PASSWORD },
      { ip: randomIp() },
    );
    expect(locked.res.status).toBe(429);
    expect(locked.json).toMatchObject({ error: LOCKED, code: "account_locked" });
    expect(Number(locked.res.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);

    await api("/api/auth/password/forgot", { email: "locked@example.com" });
    const token = new URL(
      linkIn(
        (await lastMailTo("locked@example.com", { subject: "Reset your ADRIG password" }))!.text,
        "/reset-password?token=",
      ),
    ).searchParams.get("token")!;
    await api("/api/auth/password/reset", { token, password: "after the lock 1", confirmPassword: "after the lock 1" });
    await expect(
      logIn(unlimited, { email: "locked@example.com", password: "after the lock 1" }, randomIp()),
    ).resolves.toMatchObject({
      user: { email: "locked@example.com" },
    });
  });

  it("answers a known and an unknown address the same way at the same attempt", async () => {
    await confirmedUser("known.lock@example.com");
    const unlimited = unlimitedDeps();
    const trail = async (email: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 12; i++) {
        const err = await failLogin(unlimited, email);
        answers.push(`${err.status} ${err.code}`);
      }
      return answers;
    };
    const known = await trail("known.lock@example.com");
    const unknown = await trail("nobody.lock@example.com");
    expect(unknown).toEqual(known);
    expect(known).toEqual([...Array(10).fill("401 invalid_credentials"), "429 account_locked", "429 account_locked"]);
    // Only hashes of the addresses are kept.
    const { results } = await env.DB.prepare("select address_hash from login_failures").all<{ address_hash: string }>();
    expect(results).toHaveLength(20);
    for (const row of results) expect(row.address_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("holds at 10 failures in any hour, right after a lock ends too", async () => {
    await confirmedUser("slide@example.com");
    const start = Date.now();
    let now = start;
    const deps = unlimitedDeps(() => new Date(now));
    const tries: { minute: number; status: number }[] = [];
    // An attacker tries every minute for two hours.
    for (let minute = 0; minute < 120; minute++) {
      now = start + minute * 60_000;
      const err = await failLogin(deps, "slide@example.com");
      tries.push({ minute, status: err.status });
    }
    const failuresIn = (from: number) =>
      tries.filter((t) => t.status === 401 && t.minute >= from && t.minute < from + 60).length;
    for (let from = 0; from <= 60; from++)
      expect(failuresIn(from), `failures in the hour from minute ${from}`).toBeLessThanOrEqual(10);
    expect(tries.filter((t) => t.status === 401)).toHaveLength(20);
    // The lock lasts at least 15 minutes from the tenth failure.
    expect(tries.slice(10, 25).every((t) => t.status === 429)).toBe(true);
  });

  it("counts wrong current passwords on /account like failed logins", async () => {
    const { cookie } = await confirmedUser("account.guess@example.com");
    const post = (fields: Record<string, string>) =>
      SELF.fetch(new URL("/account", ORIGIN), {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie },
        body: new URLSearchParams(fields).toString(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await post({
            intent: "password",
            currentPassword: `wrong ${i}`,
            password: "a new passphrase",
            confirmPassword: "a new passphrase",
          })
        ).status,
      );
      statuses.push((await post({ intent: "delete-start", password: `wrong again ${i}` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const locked = await post({ intent: "delete-start", password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(await locked.text()).toContain(LOCKED);
    // The login of that address is locked as well.
    const login = await api(
      "/api/auth/login",
      { email: "account.guess@example.com", password: PASSWORD },
      { ip: randomIp() },
    );
    expect(login.res.status).toBe(429);
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
    const token = new URL(
      linkIn(
        (await lastMailTo("reset-breach@example.com", { subject: "Reset your ADRIG password" }))!.text,
        "/reset-password?token=",
      ),
    ).searchParams.get("token")!;
    await fakeHibp("found", "password123");
    const refused = await api("/api/auth/password/reset", {
      token,
      password: "password123",
      confirmPassword: "password123",
    });
    expect(refused.json).toMatchObject({ error: BREACHED });
    await fakeHibp("not-found");
    expect(
      (await api("/api/auth/password/reset", { token, password: "a fine new one", confirmPassword: "a fine new one" }))
        .res.status,
    ).toBe(200);
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
      mailer: {
        send: async (mail) => void queued.push(mail.subject),
        sendDecoy: async () => void queued.push("decoy"),
      },
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
    expect(await each(() => resendConfirmation(deps, "one-pending@example.com", ip))).toEqual([
      "Confirm your ADRIG account",
    ]);
    expect(await each(() => resendConfirmation(deps, "nobody@example.com", ip))).toEqual(["decoy"]);
    expect(await each(() => signUpDirect(deps, input("one-new@example.com"), ip))).toEqual([
      "Confirm your ADRIG account",
    ]);
    expect(await each(() => signUpDirect(deps, input("one@example.com"), ip))).toEqual([
      "You already have an ADRIG account",
    ]);
  });
});

describe("e-mailed links: a GET spends nothing", () => {
  it("opening a reset link any number of times leaves it usable for the POST", async () => {
    await confirmedUser("get@example.com");
    await api("/api/auth/password/forgot", { email: "get@example.com" });
    const link = new URL(
      linkIn(
        (await lastMailTo("get@example.com", { subject: "Reset your ADRIG password" }))!.text,
        "/reset-password?token=",
      ),
    );
    for (let i = 0; i < 3; i++)
      expect(await (await fetchPage(link.pathname + link.search)).text()).toContain("Choose a new password");
    const token = link.searchParams.get("token")!;
    expect(
      (await api("/api/auth/password/reset", { token, password: "a new secret 1", confirmPassword: "a new secret 1" }))
        .res.status,
    ).toBe(200);
  });

  it("sends the confirm page with no referrer and no caching, and a dead link explains itself", async () => {
    const res = await SELF.fetch(new URL("/confirm-email?token=nope", ORIGIN));
    expect(res.status).toBe(200);
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.text()).toContain("This link has expired");
  });
});
