import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { logIn } from "~/accounts/login.server";
import { MAX_FAILED_LOGINS } from "~/accounts/login-lock.server";
import { SECURITY_EVENT_KINDS, type SecurityEventKind, weightOf } from "~/accounts/security-log";
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
import { downloadMyData, fetchPage, ORIGIN, postForm } from "./helpers";
import { signedInAdmin, userId } from "./inbox-helpers";
import { captureConsole } from "./ops-fakes";
import { SoftAuthenticator } from "./soft-authenticator";

/**
 * The security log through the built Worker: each kind of event is recorded
 * with the browser and approximate place (never an IP address), /account shows every important
 * event and the last 50 routine entries newest first (repeats within an hour counted on one),
 * "Download my data" (a POST) holds them, the daily clean-up keeps a year, deleting the account
 * deletes them, and /admin/team shows the staff role changes to admins only, naming the actor as
 * they were.
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

/** The sentences of one of /account's two lists of the security log, in the page's order. */
function listed(html: string, list: "security-changes" | "security-activity"): string[] {
  const start = html.indexOf(`data-testid="${list}"`);
  if (start < 0) return [];
  const end = html.indexOf("</ol>", start);
  return [...html.slice(start, end).matchAll(/data-testid="security-event-what"[^>]*>([^<]*)</g)].map((m) => m[1]!);
}

/** A request from Chrome `version` on Linux: each version is another browser to the log. */
const fromChrome = (cookie: string, version: number) =>
  ({
    headers: {
      "User-Agent": CHROME_LINUX.replace("Chrome/131", `Chrome/${version}`),
      "CF-Connecting-IP": IP,
      Cookie: cookie,
    },
    cf: { city: "Chennai", country: "IN" },
  }) as RequestInit;

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
    expect((await downloadMyData(from(cookie))).status).toBe(200);
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
  it("shows every security change of the year and the last 50 sign-ins and downloads, newest first, with browser and place and no IP address", async () => {
    const email = "log-page@example.com";
    const { cookie } = await confirmedUser(email);
    const id = await userId(email);
    const db = createDb(env.DB);
    // Newer than the sign-in that confirmed the account.
    const start = Date.now() + 1000;
    const device = { browser: "Firefox 133 on Linux", place: "Pune, IN" };
    await recordSecurityEvent(db, { userId: id, kind: "password-changed", device, at: new Date(start) });
    for (let i = 0; i < 60; i++) {
      await recordSecurityEvent(db, {
        userId: id,
        kind: "data-downloaded",
        detail: `event ${i}`,
        device,
        at: new Date(start + (i + 1) * 1000),
      });
    }
    const html = await (await fetchPage("/account", from(cookie))).text();
    const activity = listed(html, "security-activity");
    expect(activity).toHaveLength(50);
    // The newest (event 59) first; the first events (and the sign-up's sign-in) fall off this list.
    expect(activity[0]).toBe(`${securityLogText.kinds["data-downloaded"]}: “event 59”`);
    expect(activity[49]).toBe(`${securityLogText.kinds["data-downloaded"]}: “event 10”`);
    // The change older than all of them is still there, in its own list.
    expect(listed(html, "security-changes")).toEqual([securityLogText.kinds["password-changed"]]);
    expect(html).toContain("Firefox 133 on Linux · Pune, IN");
    expect(html).toContain(securityLogText.title);
    expect(html).not.toContain(IP);
  });

  it("the download holds the log, the download itself included, without IP addresses or secrets", async () => {
    const email = "log-export@example.com";
    const { cookie } = await confirmedUser(email);
    await postForm("/login", { email, password: PASSWORD }, from());
    const res = await downloadMyData(from(cookie));
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

describe("routine events never push out the ones that matter", () => {
  it("50+ downloads of my data, each from another browser, leave a 'sessions ended' on /account", async () => {
    const email = "log-pushed@example.com";
    const { cookie } = await confirmedUser(email);
    expect((await postForm("/account", { intent: "sign-out-others" }, from(cookie))).status).toBe(303);
    for (let i = 0; i < 55; i++) expect((await downloadMyData(fromChrome(cookie, 60 + i))).status).toBe(200);
    const html = await (await fetchPage("/account", from(cookie))).text();
    expect(listed(html, "security-changes")).toEqual([securityLogText.kinds["other-sessions-ended"]]);
    // The sign-ins and downloads show their last 50; the download keeps all of them.
    expect(listed(html, "security-activity")).toHaveLength(50);
    const data = (await (await downloadMyData(from(cookie))).json()) as { securityLog: { event: string }[] };
    expect(data.securityLog.filter((e) => e.event === securityLogText.kinds["data-downloaded"])).toHaveLength(56);
    expect(data.securityLog.map((e) => e.event)).toContain(securityLogText.kinds["other-sessions-ended"]);
  });

  it("only sign-ins and downloads are routine; every other kind (a new one too) matters", () => {
    const routine = SECURITY_EVENT_KINDS.filter((kind) => weightOf(kind) === "routine");
    expect(routine.sort()).toEqual(
      ["data-downloaded", "sign-in-locked", "sign-in-passkey", "sign-in-password", "sign-in-two-step"].sort(),
    );
  });

  it("repeats of a routine event from one browser within an hour are one entry, counted, even when sent at once", async () => {
    const email = "log-repeats@example.com";
    const { cookie } = await confirmedUser(email);
    for (let i = 0; i < 3; i++) expect((await downloadMyData(from(cookie))).status).toBe(200);
    const together = await Promise.all(Array.from({ length: 20 }, () => downloadMyData(from(cookie))));
    for (const res of together) expect(res.status).toBe(200);
    const downloads = async () =>
      (
        await env.DB.prepare(
          "select repeats, created_at, last_at, browser from security_events where user_id = ? and kind = 'data-downloaded' order by id",
        )
          .bind(await userId(email))
          .all<{ repeats: number; created_at: number; last_at: number | null; browser: string }>()
      ).results;
    const [entry] = await downloads();
    expect(await downloads()).toHaveLength(1);
    expect(entry).toMatchObject({ repeats: 23, browser: "Chrome 131 on Linux" });
    expect(entry!.last_at).toBeGreaterThanOrEqual(entry!.created_at);
    const html = await (await fetchPage("/account", from(cookie))).text();
    expect(listed(html, "security-activity")[0]).toBe(
      `${securityLogText.kinds["data-downloaded"]} ${securityLogText.repeated(23)}`,
    );

    // Another browser within the hour is its own entry; an hour after the entry's first, a new one begins.
    const db = createDb(env.DB);
    const id = await userId(email);
    const device = { browser: "Chrome 131 on Linux", place: "Chennai, IN" };
    await recordSecurityEvent(db, {
      userId: id,
      kind: "data-downloaded",
      device: { ...device, browser: "Safari 18 on macOS" },
      at: new Date(entry!.created_at + 60_000),
    });
    await recordSecurityEvent(db, {
      userId: id,
      kind: "data-downloaded",
      device,
      at: new Date(entry!.created_at + 60 * 60_000 + 1),
    });
    expect((await downloads()).map((r) => r.repeats)).toEqual([23, 1, 1]);
    // Events that matter are never merged.
    for (let i = 0; i < 2; i++)
      await recordSecurityEvent(db, {
        userId: id,
        kind: "other-sessions-ended",
        device,
        at: new Date(entry!.created_at + i),
      });
    expect(
      await env.DB.prepare(
        "select count(*) as n from security_events where user_id = ? and kind = 'other-sessions-ended'",
      )
        .bind(id)
        .first("n"),
    ).toBe(2);
  });

  it("the download is a POST from the site: a GET downloads nothing and logs nothing, a cross-site POST is refused", async () => {
    const email = "log-post@example.com";
    const { cookie } = await confirmedUser(email);
    const events = async () =>
      env.DB.prepare("select count(*) as n from security_events where kind = 'data-downloaded'").first("n");
    // A link (or an old bookmark) leads to the section with the button, and downloads nothing.
    const get = await fetchPage("/account/data", { ...from(cookie), redirect: "manual" });
    expect(get.status).toBe(303);
    expect(get.headers.get("Location")).toBe("/account#data");
    expect(get.headers.get("Content-Disposition")).toBeNull();
    expect(await events()).toBe(0);
    // Another site's form is refused by the origin check.
    const foreignSites: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    ];
    for (const foreign of foreignSites) {
      const evil = await postForm(
        "/account/data",
        {},
        { headers: { Cookie: cookie, "User-Agent": CHROME_LINUX, ...foreign } },
      );
      expect(evil.status).toBe(403);
    }
    expect(await events()).toBe(0);
    // The section's button posts it.
    const page = await (await fetchPage("/account", from(cookie))).text();
    const form = /<form[^>]*action="\/account\/data"[^>]*>/.exec(page)?.[0];
    expect(form).toContain('method="post"');
    const res = await downloadMyData(from(cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toContain("attachment");
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(((await res.json()) as { profile: { email: string } }).profile.email).toBe(email);
    expect(await events()).toBe(1);
    // Anonymous: sent to sign in, nothing downloaded; an admin downloads their own.
    const anonymous = await downloadMyData();
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const admin = await signedInAdmin("log-post-admin@example.com", "Post Admin");
    const adminData = await downloadMyData({ headers: { Cookie: admin.cookie } });
    expect(((await adminData.json()) as { profile: { email: string } }).profile.email).toBe(
      "log-post-admin@example.com",
    );
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
    await downloadMyData(from(cookie));
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
      `${securityLogText.kinds["admin-revoked"]}: New Staff (newstaff@example.com), by Chief Admin (chief@example.com)`,
      `${securityLogText.kinds["admin-granted"]}: New Staff (newstaff@example.com), by Chief Admin (chief@example.com)`,
    ]);
    expect(page).not.toContain(IP);
    // The account concerned sees it in its own log, with who did it.
    const own = await (await fetchPage("/account", { headers: { Cookie: userCookie } })).text();
    expect(own).toContain(`${securityLogText.kinds["admin-granted"]} by Chief Admin (chief@example.com)`);

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

  it("names the actor as they were: renaming the admin, or deleting their account, leaves past events as written", async () => {
    const admin = await signedInAdmin("renamer@example.com", "Old Name");
    const other = await signedInAdmin("witness@example.com", "Witness Admin");
    await confirmItsYou(admin.cookie);
    await confirmedUser("promoted@example.com", "Promoted Person");
    expect(
      (await postForm("/admin/team", { intent: "grant", email: "promoted@example.com" }, from(admin.cookie))).status,
    ).toBe(303);
    const staffLines = async (cookie: string) => {
      const page = await fetchPage("/admin/team", { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      return [...(await page.text()).matchAll(/data-testid="security-event-what"[^>]*>([^<]*)</g)].map((m) => m[1]!);
    };
    const written = `${securityLogText.kinds["admin-granted"]}: Promoted Person (promoted@example.com), by Old Name (renamer@example.com)`;
    expect(await staffLines(admin.cookie)).toEqual([written]);
    // The admin renames itself: the past event keeps the name it was made under, with the address.
    expect((await postForm("/account", { intent: "profile", name: "New Name" }, from(admin.cookie))).status).toBe(303);
    expect(await staffLines(admin.cookie)).toEqual([written]);
    // The admin's account is deleted (the foreign key sets actor_user_id to null): the page still names them.
    const start = await postForm("/account", { intent: "delete-start", password: PASSWORD }, from(admin.cookie));
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(await start.text())![1]!;
    expect((await postForm("/account", { intent: "delete", confirmation }, from(admin.cookie))).status).toBe(303);
    expect(
      await env.DB.prepare("select actor_user_id from security_events where kind = 'admin-granted'").first(
        "actor_user_id",
      ),
    ).toBeNull();
    expect(await staffLines(other.cookie)).toEqual([written]);
  });
});
