import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { logIn } from "~/accounts/login.server";
import { MAX_FAILED_LOGINS } from "~/accounts/login-lock.server";
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from "~/accounts/security-log";
import { recordSecurityEvent } from "~/accounts/security-log.server";
import { securityLogText } from "~/accounts/security-log-text";
import { createDb } from "~/platform/db/client.server";
import worker from "../../build/server/index.js";
import {
  api,
  confirmedUser,
  confirmItsYou,
  lastMailTo,
  linkIn,
  PASSWORD,
  randomIp,
  sessionCookieFrom,
  testAccountDeps,
} from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { signedInAdmin, userId } from "./inbox-helpers";
import { captureConsole } from "./ops-fakes";
import { SoftAuthenticator } from "./soft-authenticator";

/**
 * The security log through the built Worker: each kind of event is recorded
 * with the browser and approximate place (never an IP address), /account shows the last 50 newest
 * first, "Download my data" holds them, the daily clean-up keeps a year, deleting the account
 * deletes them, and /admin/team shows the staff role changes to admins only.
 */

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IP = "203.0.113.77";
/** A request as Cloudflare hands it on: a browser, an IP address, and the place it derived. */
const from = (cookie?: string) =>
  ({
    headers: { "User-Agent": CHROME_LINUX, "CF-Connecting-IP": IP, ...(cookie ? { Cookie: cookie } : {}) },
    cf: { city: "Chennai", country: "IN" },
  }) as RequestInit;

type EventRow = {
  kind: SecurityEventKind;
  detail: string | null;
  browser: string | null;
  place: string | null;
  actor_user_id: string | null;
  created_at: number;
};

async function eventsOf(email: string): Promise<EventRow[]> {
  const { results } = await env.DB.prepare(
    "select kind, detail, browser, place, actor_user_id, created_at from security_events where user_id = ? order by created_at, id",
  )
    .bind(await userId(email))
    .all<EventRow>();
  return results;
}

const kindsOf = (rows: EventRow[]) => rows.map((r) => r.kind);

function codeFor(secret: string, steps = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + steps), 6);
}

async function addPasskey(cookie: string, authenticator: SoftAuthenticator) {
  const options = await (await fetchPage("/api/passkeys/register/options", { headers: { Cookie: cookie } })).json();
  const credential = await authenticator.register(options as never);
  return postForm(
    "/account",
    { intent: "passkey-add", credential: JSON.stringify(credential), name: "Office laptop" },
    from(cookie),
  );
}

async function passkeySignIn(authenticator: SoftAuthenticator) {
  const options = await (await fetchPage("/api/passkeys/sign-in/options")).json();
  const credential = await authenticator.authenticate(options as never);
  return postForm(
    "/login",
    { intent: "passkey", credential: JSON.stringify(credential), redirectTo: "/account" },
    from(),
  );
}

describe("what the security log records", () => {
  it("sign-ins (password, passkey, two-step), factors, password, sessions and downloads, with browser and place", async () => {
    const email = "log@example.com";
    const { cookie } = await confirmedUser(email);
    // A password sign-in from a browser in Chennai.
    const signedIn = await postForm("/login", { email, password: PASSWORD }, from());
    expect(signedIn.status).toBe(303);
    const second = sessionCookieFrom(signedIn);
    await confirmItsYou(cookie);

    // A passkey added, then a sign-in with it.
    const authenticator = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(cookie, authenticator)).status).toBe(303);
    expect((await passkeySignIn(authenticator)).status).toBe(303);

    // Two-step verification on, new recovery codes, a sign-in with a code, then off.
    expect((await postForm("/account", { intent: "two-step-start" }, from(cookie))).status).toBe(302);
    const page = await (await fetchPage("/account", { headers: { Cookie: cookie } })).text();
    const secret = /data-testid="two-step-secret"[^>]*>([A-Z2-7]+)</.exec(page)![1]!;
    expect(
      (await postForm("/account", { intent: "two-step-confirm", code: codeFor(secret) }, from(cookie))).status,
    ).toBe(200);
    const renewed = await postForm("/account", { intent: "recovery-codes" }, from(cookie));
    const codes = [...(await renewed.text()).matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1]!);
    const step = await postForm("/login", { email, password: PASSWORD }, from());
    const challenge = /name="challenge" value="([^"]+)"/.exec(await step.text())![1]!;
    const withCode = await postForm("/login", { intent: "code", challenge, code: codes[0]! }, from());
    expect(withCode.status).toBe(303);
    expect((await postForm("/account", { intent: "two-step-off", code: codes[1]! }, from(cookie))).status).toBe(303);

    // The passkey removed; one session signed out, then every other one.
    expect((await postForm("/account", { intent: "passkey-remove", id: authenticator.id }, from(cookie))).status).toBe(
      303,
    );
    const shown = /name="id" value="([0-9a-f]{12})"/.exec(
      await (await fetchPage("/account", { headers: { Cookie: cookie } })).text(),
    )![1]!;
    expect((await postForm("/account", { intent: "sign-out-session", id: shown }, from(cookie))).status).toBe(303);
    expect((await postForm("/account", { intent: "sign-out-others" }, from(cookie))).status).toBe(303);
    // The data downloaded; the password changed.
    expect((await fetchPage("/account/data", from(cookie))).status).toBe(200);
    const changed = await postForm(
      "/account",
      {
        intent: "password",
        currentPassword: PASSWORD,
        password: "a new long passphrase",
        confirmPassword: "a new long passphrase",
      },
      from(cookie),
    );
    expect(changed.status).toBe(303);
    expect(second).toBeTruthy();

    const rows = await eventsOf(email);
    expect(kindsOf(rows)).toEqual([
      "sign-in-password", // the sign-in that confirmed the account
      "sign-in-password",
      "passkey-added",
      "sign-in-passkey",
      "two-step-on",
      "recovery-codes",
      "sign-in-two-step",
      "two-step-off",
      "passkey-removed",
      "session-ended",
      "other-sessions-ended",
      "data-downloaded",
      "password-changed",
    ]);
    // Every event after the first came from Chrome in Chennai; the passkey's name is its detail.
    for (const row of rows.slice(1))
      expect(row).toMatchObject({ browser: "Chrome 131 on Linux", place: "Chennai, IN" });
    expect(rows.find((r) => r.kind === "passkey-added")?.detail).toBe("Office laptop");
    expect(rows.find((r) => r.kind === "passkey-removed")?.detail).toBe("Office laptop");
    expect(rows.find((r) => r.kind === "session-ended")?.detail).toMatch(/^Chrome 131 on Linux/);
    // Nothing in the table holds the IP address, a code or the secret.
    const table = JSON.stringify(await env.DB.prepare("select * from security_events").all());
    expect(table).not.toContain(IP);
    expect(table).not.toContain(secret);
    for (const code of codes) expect(table).not.toContain(code);
  });

  it("a password reset from the mailed link", async () => {
    const email = "log-reset@example.com";
    await confirmedUser(email);
    await api("/api/auth/password/forgot", { email });
    const token = new URL(
      linkIn((await lastMailTo(email, { subject: "Reset your ADRIG password" }))!.text, "/reset-password?token="),
    ).searchParams.get("token")!;
    const reset = await postForm(
      `/reset-password?token=${token}`,
      { token, password: "reset long passphrase", confirmPassword: "reset long passphrase" },
      from(),
    );
    expect(reset.status).toBe(303);
    expect((await eventsOf(email)).at(-1)).toMatchObject({
      kind: "password-reset",
      browser: "Chrome 131 on Linux",
      place: "Chennai, IN",
    });
  });

  it("a sign-in refused by the lock, once per lock however often it is tried, and nothing for an unknown address", async () => {
    captureConsole();
    const email = "log-locked@example.com";
    await confirmedUser(email);
    const open = { limit: async () => ({ success: true }) } as unknown as RateLimit;
    const { deps } = testAccountDeps();
    const unlimited = { ...deps, limits: { ...deps.limits, loginIp: open, loginEmail: open } };
    const device = { browser: "Firefox 133 on Linux", place: "Pune, IN" };
    const attempt = (address: string, password = "not the password") =>
      logIn(unlimited, { email: address, password }, randomIp(), null, device).catch(
        (err: { code: string }) => err.code,
      );
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect(await attempt(email)).toBe("invalid_credentials");
    // Wrong passwords before the lock are not events; the refusals after it are, once.
    for (let i = 0; i < 3; i++) expect(await attempt(email, PASSWORD)).toBe("account_locked");
    const locked = (await eventsOf(email)).filter((r) => r.kind === "sign-in-locked");
    expect(locked).toEqual([expect.objectContaining({ browser: "Firefox 133 on Linux", place: "Pune, IN" })]);
    for (let i = 0; i < MAX_FAILED_LOGINS + 2; i++) await attempt("nobody-locked@example.com");
    expect(
      await env.DB.prepare("select count(*) as n from security_events where kind = 'sign-in-locked'").first("n"),
    ).toBe(1);
  });

  it("a failed log write never fails the sign-in, and its log line carries no personal data", async () => {
    const logs = captureConsole();
    const email = "log-broken@example.com";
    await confirmedUser(email);
    // The log's table is gone (a failed write); the sign-in still works.
    await env.DB.prepare("drop table security_events").run();
    const signedIn = await postForm("/login", { email, password: PASSWORD }, from());
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(true);
    const session = await env.DB.prepare(
      "select browser, place from sessions order by created_at desc limit 1",
    ).first();
    expect(session).toEqual({ browser: "Chrome 131 on Linux", place: "Chennai, IN" });
    expect(logs.events().find((e) => e.event === "security_event_failed")).toMatchObject({ kind: "sign-in-password" });
    expect(logs.lines.join("\n")).not.toMatch(/log-broken|203\.0\.113|Chennai/);
  });
});

describe("the security log on /account and in the data download", () => {
  it("shows the last 50, newest first, with browser and place and no IP address", async () => {
    const email = "log-page@example.com";
    const { cookie } = await confirmedUser(email);
    const id = await userId(email);
    const db = createDb(env.DB);
    // Newer than the sign-in that confirmed the account.
    const start = Date.now() + 1000;
    for (let i = 0; i < 60; i++) {
      await recordSecurityEvent(db, {
        userId: id,
        kind: "data-downloaded",
        detail: `event ${i}`,
        device: { browser: "Firefox 133 on Linux", place: "Pune, IN" },
        at: new Date(start + i * 1000),
      });
    }
    const html = await (await fetchPage("/account", from(cookie))).text();
    const shown = [...html.matchAll(/data-testid="security-event-what"[^>]*>([^<]*)</g)].map((m) => m[1]!);
    expect(shown).toHaveLength(50);
    // The newest (event 59) first; the first events (and the sign-up's sign-in) fall off.
    expect(shown[0]).toBe(`${securityLogText.kinds["data-downloaded"]}: “event 59”`);
    expect(shown[49]).toBe(`${securityLogText.kinds["data-downloaded"]}: “event 10”`);
    expect(html).toContain("Firefox 133 on Linux · Pune, IN");
    expect(html).toContain(securityLogText.title);
    expect(html).not.toContain(IP);
  });

  it("the download holds the log, the download itself included, without IP addresses or secrets", async () => {
    const email = "log-export@example.com";
    const { cookie } = await confirmedUser(email);
    await postForm("/login", { email, password: PASSWORD }, from());
    const res = await fetchPage("/account/data", from(cookie));
    const text = await res.text();
    const data = JSON.parse(text) as { securityLog: Array<Record<string, unknown>> };
    expect(data.securityLog.map((e) => e.event)).toEqual([
      securityLogText.kinds["data-downloaded"],
      securityLogText.kinds["sign-in-password"],
      securityLogText.kinds["sign-in-password"],
    ]);
    expect(data.securityLog[0]).toMatchObject({ browser: "Chrome 131 on Linux", place: "Chennai, IN" });
    expect(Object.keys(data.securityLog[0]!).sort()).toEqual(["at", "browser", "event", "place"]);
    expect(text).not.toContain(IP);
  });

  it("every kind has a label", () => {
    for (const kind of SECURITY_EVENT_KINDS) expect(securityLogText.kinds[kind]).toBeTruthy();
  });
});

describe("keeping and deleting the log", () => {
  it("the daily clean-up deletes events older than a year and keeps the rest", async () => {
    captureConsole();
    const email = "log-old@example.com";
    await confirmedUser(email);
    const id = await userId(email);
    const DAY = 24 * 60 * 60 * 1000;
    const now = Date.now();
    for (const [detail, age] of [
      ["366 days", 366 * DAY],
      ["364 days", 364 * DAY],
    ] as const) {
      await env.DB.prepare(
        "insert into security_events (user_id, kind, detail, created_at) values (?, 'data-downloaded', ?, ?)",
      )
        .bind(id, detail, now - age)
        .run();
    }
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "30 21 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const details = (await eventsOf(email)).map((r) => r.detail);
    expect(details).toContain("364 days");
    expect(details).not.toContain("366 days");
  });

  it("deleting the account deletes its events", async () => {
    const email = "log-delete@example.com";
    const { cookie } = await confirmedUser(email);
    await fetchPage("/account/data", from(cookie));
    const id = await userId(email);
    const start = await postForm("/account", { intent: "delete-start", password: PASSWORD }, from(cookie));
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(await start.text())![1]!;
    expect((await postForm("/account", { intent: "delete", confirmation }, from(cookie))).status).toBe(303);
    expect(
      await env.DB.prepare("select count(*) as n from security_events where user_id = ?").bind(id).first("n"),
    ).toBe(0);
  });
});

describe("staff events on /admin/team", () => {
  it("records who gave and removed admin access, and shows it to admins only", async () => {
    const admin = await signedInAdmin("chief@example.com", "Chief Admin");
    await confirmItsYou(admin.cookie);
    const { cookie: userCookie } = await confirmedUser("newstaff@example.com", "New Staff");
    const granted = await postForm(
      "/admin/team",
      { intent: "grant", email: "newstaff@example.com" },
      from(admin.cookie),
    );
    expect(granted.status).toBe(303);
    // Granting twice changes nothing and logs nothing more.
    await postForm("/admin/team", { intent: "grant", email: "newstaff@example.com" }, from(admin.cookie));
    const target = await userId("newstaff@example.com");
    const revoked = await postForm("/admin/team", { intent: "revoke", userId: target }, from(admin.cookie));
    expect(revoked.status).toBe(303);
    const rows = await eventsOf("newstaff@example.com");
    expect(rows.filter((r) => r.kind.startsWith("admin-"))).toEqual([
      expect.objectContaining({
        kind: "admin-granted",
        actor_user_id: admin.id,
        browser: "Chrome 131 on Linux",
        place: "Chennai, IN",
      }),
      expect.objectContaining({ kind: "admin-revoked", actor_user_id: admin.id }),
    ]);

    const page = await (await fetchPage("/admin/team", { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain(securityLogText.staffTitle);
    const staff = [...page.matchAll(/data-testid="security-event-what"[^>]*>([^<]*)</g)].map((m) => m[1]!);
    expect(staff).toEqual([
      `${securityLogText.kinds["admin-revoked"]}: New Staff (newstaff@example.com), by Chief Admin`,
      `${securityLogText.kinds["admin-granted"]}: New Staff (newstaff@example.com), by Chief Admin`,
    ]);
    expect(page).not.toContain(IP);
    // The account concerned sees it in its own log, with who did it.
    const own = await (await fetchPage("/account", { headers: { Cookie: userCookie } })).text();
    expect(own).toContain(`${securityLogText.kinds["admin-granted"]} by Chief Admin`);

    // Anonymous: sent to sign in; a signed-in user who is not staff: the site's 404. Neither sees the list.
    const anonymous = await fetchPage("/admin/team", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect((await fetchPage("/admin/team", { headers: { Cookie: userCookie }, redirect: "manual" })).status).toBe(404);
    // The client router's data requests too (a redirect or a 404 in React Router's own format).
    for (const cookie of [undefined, userCookie]) {
      for (const path of ["/admin/team", "/admin/team.data"]) {
        const res = await fetchPage(path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
        expect(await res.text(), path).not.toMatch(/Chief Admin|Chrome 131|Staff changes/);
      }
    }
  });
});
