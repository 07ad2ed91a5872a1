import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { NOTICE_WINDOW_MS } from "~/accounts/security-notices.server";
import { accountErrorText } from "~/accounts/texts";
import { completeLoginChallenge, issueLoginChallenge } from "~/accounts/two-step.server";
import { createDb } from "~/platform/db/client.server";
import worker from "../../build/server/index.js";
import { api, confirmedUser, confirmItsYou, lastMailTo, linkIn, PASSWORD, sessionCookieFrom } from "./auth-helpers";
import { downloadMyData, fetchPage, postForm } from "./helpers";
import { userId } from "./inbox-helpers";

/**
 * Two-step verification end to end through the built Worker: turning it on from /account, the
 * second step of a login on /login and in the API, recovery codes, replay, the per-account limit
 * and turning it off. Codes are computed here from the secret the page shows, as an app would.
 */

/** The code an authenticator app shows `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  const step = Math.floor(Date.now() / 30_000) + steps;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

const as = (cookie: string) => ({ headers: { Cookie: cookie } });

/** Turns two-step verification on for a new account; returns its cookie, secret and recovery codes. */
async function accountWithTwoStep(email = `two-${crypto.randomUUID()}@example.com`) {
  const { cookie } = await confirmedUser(email);
  await confirmItsYou(cookie);
  expect((await postForm("/account", { intent: "two-step-start" }, as(cookie))).status).toBe(302);
  const page = await (await fetchPage("/account", as(cookie))).text();
  const secret = /data-testid="two-step-secret"[^>]*>([A-Z2-7]+)</.exec(page)?.[1];
  if (!secret) throw new Error("no secret on /account");
  expect(page).toMatch(/<svg[^>]*viewBox/);
  const confirm = await postForm("/account", { intent: "two-step-confirm", code: codeFor(secret) }, as(cookie));
  expect(confirm.status).toBe(200);
  const html = await confirm.text();
  const codes = [
    ...(/data-testid="recovery-codes"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "").matchAll(/<li>([^<]+)<\/li>/g),
  ].map((m) => m[1]!);
  expect(codes).toHaveLength(10);
  return { cookie, secret, codes, email };
}

/** The first step of a login on /login: the page with the second step, and its challenge. */
async function passwordStep(email: string) {
  const res = await postForm("/login", { email, password: PASSWORD });
  expect(res.status).toBe(200);
  expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);
  const html = await res.text();
  const challenge = /name="challenge" value="([^"]+)"/.exec(html)?.[1];
  if (!challenge) throw new Error("no second step on the page");
  return { html, challenge };
}

describe("turning two-step verification on", () => {
  it("shows a QR code and the secret, takes a first code, and shows 10 recovery codes once (stored hashed)", async () => {
    const { cookie, codes, email } = await accountWithTwoStep();
    const id = await userId(email);
    const stored = await env.DB.prepare("select code_hash from recovery_codes where user_id = ?").bind(id).all<{
      code_hash: string;
    }>();
    expect(stored.results).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored.results)).not.toContain(code);
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toContain("Two-step verification is on.");
    expect(page).not.toContain('data-testid="recovery-codes"');
    expect(page).not.toContain('data-testid="two-step-secret"');
    // The session that confirmed it counts as signed in with the second factor.
    const session = await env.DB.prepare("select second_factor from sessions where user_id = ?").bind(id).first();
    expect(session).toEqual({ second_factor: "totp" });
  });

  it("without JavaScript the codes stay readable, and Done asks for 'I have saved these codes'", async () => {
    const { cookie } = await accountWithTwoStep("nojs-codes@example.com");
    const renewed = await postForm("/account", { intent: "recovery-codes" }, as(cookie));
    expect(renewed.status).toBe(200);
    const html = await renewed.text();
    expect(html.match(/<li>[a-z0-9]{5}-[a-z0-9]{5}<\/li>/g)).toHaveLength(10);
    // Done is a plain form: the browser requires the box; the page it loads holds no codes.
    const done =
      /<form(?=[^>]*method="get")(?=[^>]*action="\/account#two-step")[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
    expect(done).toMatch(/<input type="checkbox" required=""/);
    expect(done).toContain("I have saved these codes");
    expect(done).toMatch(/<button type="submit"(?![^>]*\sdisabled="")[^>]*>Done<\/button>/);
    // Copy, Download and Print need JavaScript, so the server's page does not offer them.
    expect(html).not.toContain(">Download</button>");
    // Turning it off says what will happen, in a disclosure that works without JavaScript.
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toMatch(/<details[^>]*><summary[^>]*>Turn off two-step verification<\/summary>/);
    expect(page).toContain("Signing in will ask only for your password, and your recovery codes will stop working.");
  });

  it("refuses a wrong first code with its message, and stays off", async () => {
    const { cookie } = await confirmedUser("wrong-first@example.com");
    // "Confirm it's you" comes first: a borrowed session cannot bind another app.
    const unconfirmed = await postForm("/account", { intent: "two-step-start" }, as(cookie));
    expect(unconfirmed.status).toBe(403);
    expect(await unconfirmed.text()).toContain(accountErrorText.reauthRequired);
    const wrongPassword = await postForm(
      "/account",
      { intent: "reauth-password", password: "not it at all" },
      as(cookie),
    );
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain(accountErrorText.currentPasswordWrong);
    expect(await (await fetchPage("/account", as(cookie))).text()).not.toContain('data-testid="two-step-secret"');
    await confirmItsYou(cookie);
    await postForm("/account", { intent: "two-step-start" }, as(cookie));
    const res = await postForm("/account", { intent: "two-step-confirm", code: "000000" }, as(cookie));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(accountErrorText.codeInvalid);
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toContain('data-testid="two-step-secret"');
    expect(page).not.toContain("Two-step verification is on.");
  });
});

describe("an unfinished setup and new recovery codes", () => {
  it("shows and confirms a waiting key only in the session that started it", async () => {
    const { cookie } = await confirmedUser("bound@example.com");
    await env.DB.prepare("update users set role = 'admin' where email = 'bound@example.com'").run();
    await confirmItsYou(cookie);
    expect((await postForm("/account", { intent: "two-step-start" }, as(cookie))).status).toBe(302);
    const own = await (await fetchPage("/account", as(cookie))).text();
    const secret = /data-testid="two-step-secret"[^>]*>([A-Z2-7]+)</.exec(own)?.[1];
    expect(secret).toBeTruthy();
    // Another session of the account (a stolen cookie, say): no key on the page, and no way to confirm it.
    const other = sessionCookieFrom(
      (await api("/api/auth/login", { email: "bound@example.com", password: PASSWORD })).res,
    );
    const page = await (await fetchPage("/account", as(other))).text();
    expect(page).not.toContain(secret!);
    expect(page).not.toContain('data-testid="two-step-secret"');
    const unconfirmed = await postForm("/account", { intent: "two-step-confirm", code: codeFor(secret!) }, as(other));
    expect(unconfirmed.status).toBe(403);
    await confirmItsYou(other);
    const elsewhere = await postForm("/account", { intent: "two-step-confirm", code: codeFor(secret!) }, as(other));
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.text()).toContain(accountErrorText.twoStepNotStarted);
    expect((await fetchPage("/admin/messages", { ...as(other), redirect: "manual" })).status).toBe(403);
    // The session that started it still can.
    const mine = await postForm("/account", { intent: "two-step-confirm", code: codeFor(secret!) }, as(cookie));
    expect(mine.status).toBe(200);
    const recovery = [...(await mine.text()).matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1]!);
    // The key waited for the session that started it, and goes with it when it ends.
    await confirmItsYou(other, { code: recovery[0]! });
    await postForm("/account", { intent: "two-step-off", code: codeFor(secret!, 1) }, as(other));
    await postForm("/account", { intent: "two-step-start" }, as(other));
    await postForm("/logout", {}, as(other));
    const id = await userId("bound@example.com");
    expect(
      await env.DB.prepare("select count(*) as n from two_step_secrets where user_id = ?").bind(id).first("n"),
    ).toBe(0);
  });

  it("makes new recovery codes after a confirmation: shown once, the old ones stop working, the owner is told", async () => {
    const { cookie, codes, email } = await accountWithTwoStep("renew@example.com");
    const renewed = await postForm("/account", { intent: "recovery-codes" }, as(cookie));
    expect(renewed.status).toBe(200);
    const html = await renewed.text();
    const fresh = [
      ...(/data-testid="recovery-codes"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "").matchAll(/<li>([^<]+)<\/li>/g),
    ].map((m) => m[1]!);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    const old = await passwordStep(email);
    expect((await postForm("/login", { intent: "code", challenge: old.challenge, code: codes[0]! })).status).toBe(400);
    const next = await passwordStep(email);
    expect((await postForm("/login", { intent: "code", challenge: next.challenge, code: fresh[0]! })).status).toBe(303);
    // The owner is told in the gathered mail, once its few minutes have passed (every-minute cron).
    const ctx = createExecutionContext();
    const cron = createScheduledController({
      scheduledTime: Date.now() + NOTICE_WINDOW_MS + 60_000,
      cron: "* * * * *",
    });
    await worker.scheduled(cron, env, ctx);
    await waitOnExecutionContext(ctx);
    const mail = await lastMailTo(email, { subject: "Security changes on your ADRIG account" });
    expect(mail?.text).toContain("New recovery codes were made for your account");
    // A session that has not confirmed it's you cannot.
    const { challenge } = await passwordStep(email);
    const other = sessionCookieFrom(await postForm("/login", { intent: "code", challenge, code: fresh[1]! }));
    expect((await postForm("/account", { intent: "recovery-codes" }, as(other))).status).toBe(403);
  });
});

describe("signing in with two-step verification", () => {
  it("asks for the code after the password, keeps no password in the page, and signs in with it", async () => {
    const { secret, email } = await accountWithTwoStep();
    const { html, challenge } = await passwordStep(email);
    expect(html).not.toContain(PASSWORD);
    expect(html).toContain("Enter the 6-digit code from your authenticator app");
    const res = await postForm("/login", {
      intent: "code",
      challenge,
      code: codeFor(secret, 1),
      redirectTo: "/contact",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact");
    const cookie = sessionCookieFrom(res);
    expect(await (await fetchPage("/account", as(cookie))).text()).toContain("Two-step verification is on.");
    // The challenge is spent.
    const again = await postForm("/login", { intent: "code", challenge, code: codeFor(secret, 1) });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(accountErrorText.loginStepExpired);
  });

  it("never accepts a code twice", async () => {
    const { secret, email } = await accountWithTwoStep();
    const code = codeFor(secret, 1);
    const first = await passwordStep(email);
    expect((await postForm("/login", { intent: "code", challenge: first.challenge, code })).status).toBe(303);
    const second = await passwordStep(email);
    const replay = await postForm("/login", { intent: "code", challenge: second.challenge, code });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain(accountErrorText.codeInvalid);
    // An older step than the last one used is refused too.
    const older = await postForm("/login", { intent: "code", challenge: second.challenge, code: codeFor(secret, 0) });
    expect(older.status).toBe(400);
  });

  it("takes each recovery code once", async () => {
    const { codes, email } = await accountWithTwoStep();
    const first = await passwordStep(email);
    const ok = await postForm("/login", { intent: "code", challenge: first.challenge, code: codes[3]!.toUpperCase() });
    expect(ok.status).toBe(303);
    const second = await passwordStep(email);
    const reused = await postForm("/login", { intent: "code", challenge: second.challenge, code: codes[3]! });
    expect(reused.status).toBe(400);
  });

  it("locks the second step after 5 wrong codes in 15 minutes, with the passwords' message", async () => {
    const { secret, email } = await accountWithTwoStep();
    const { challenge } = await passwordStep(email);
    for (let i = 0; i < 5; i++) {
      const res = await postForm("/login", { intent: "code", challenge, code: "123456" });
      expect(res.status).toBe(400);
    }
    const locked = await postForm("/login", { intent: "code", challenge, code: codeFor(secret, 1) });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await locked.text()).toContain(accountErrorText.accountLocked);
  });

  it("lets a challenge live 5 minutes", async () => {
    const { secret, email } = await accountWithTwoStep();
    const db = createDb(env.DB);
    const id = await userId(email);
    const challenge = await issueLoginChallenge(db, id, new Date());
    const later = new Date(Date.now() + 5 * 60 * 1000 + 1000);
    await expect(completeLoginChallenge(db, { challenge, code: codeFor(secret, 1) }, later)).rejects.toMatchObject({
      status: 400,
      code: "challenge_expired",
    });
  });

  it("works through the API: codeNeeded, then /api/auth/login/code", async () => {
    const { secret, email } = await accountWithTwoStep();
    const { res, json } = await api("/api/auth/login", { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(json.codeNeeded).toBe(true);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("adrig_session="))).toBe(false);
    const wrong = await api("/api/auth/login/code", { challenge: json.challenge, code: "999999" });
    expect(wrong.res.status).toBe(400);
    expect(wrong.json.error).toBe(accountErrorText.codeInvalid);
    const done = await api("/api/auth/login/code", { challenge: json.challenge, code: codeFor(secret, 1) });
    expect(done.res.status).toBe(200);
    expect((done.json.user as { email: string }).email).toBe(email);
    sessionCookieFrom(done.res);
  });
});

describe("turning it off, and the data export", () => {
  it("needs a recent confirmation and a current code", async () => {
    const { cookie, secret, email, codes } = await accountWithTwoStep();
    // A session that has not confirmed it's you cannot turn it off, even with a code.
    const { challenge } = await passwordStep(email);
    const other = sessionCookieFrom(await postForm("/login", { intent: "code", challenge, code: codeFor(secret, 1) }));
    const unconfirmed = await postForm("/account", { intent: "two-step-off", code: codeFor(secret, 0) }, as(other));
    expect(unconfirmed.status).toBe(403);
    const wrongCode = await postForm("/account", { intent: "two-step-off", code: "111111" }, as(cookie));
    expect(wrongCode.status).toBe(400);
    const data = (await (await downloadMyData(as(cookie))).json()) as { profile: Record<string, unknown> };
    expect(data.profile.twoStepVerification).toBe(true);
    expect(JSON.stringify(data)).not.toContain(secret);
    // The app's codes of this minute were spent signing in: a recovery code does as well.
    const off = await postForm("/account", { intent: "two-step-off", code: codes[0]! }, as(cookie));
    expect(off.status).toBe(303);
    const id = await userId(email);
    expect(
      await env.DB.prepare("select count(*) as n from two_step_secrets where user_id = ?").bind(id).first("n"),
    ).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from recovery_codes where user_id = ?").bind(id).first("n")).toBe(
      0,
    );
    // Password alone signs in again.
    expect((await postForm("/login", { email, password: PASSWORD })).status).toBe(303);
  });
});

describe("the staff area", () => {
  const PAGES = [
    "/admin",
    "/admin/messages",
    "/admin/messages/m1",
    "/admin/team",
    "/admin/subscribers",
    "/admin/subscribers.csv",
    "/admin/newsletter",
    "/admin/newsletter/new",
    "/admin/messages.data",
    "/admin/team.data",
    "/admin/newsletter.data",
  ];
  const ACTIONS: Array<[string, Record<string, string>]> = [
    ["/admin/messages/m1", { intent: "close" }],
    ["/admin/team", { intent: "grant", email: "someone@example.com" }],
    ["/admin/newsletter/new", { subject: "A new issue", previewText: "", bodyMarkdown: "Some text." }],
  ];

  it("keeps out an admin who signed in with a password alone, until two-step verification is on", async () => {
    await env.DB.prepare(
      "insert into contact_messages (id, name, email, message, status) values ('m1', 'Deepa Rao', 'deepa@example.com', 'We need a bot for our stores.', 'new')",
    ).run();
    const { cookie } = await confirmedUser("admin-two@example.com");
    await env.DB.prepare("update users set role = 'admin' where email = 'admin-two@example.com'").run();
    for (const path of PAGES) {
      const res = await fetchPage(path, { ...as(cookie), redirect: "manual" });
      expect(res.status, path).toBe(403);
      expect(res.headers.get("Cache-Control"), path).toContain("no-store");
      const body = await res.text();
      if (!path.includes(".")) {
        expect(body, path).toContain("Secure your account to use the staff area");
        expect(body, path).toContain('href="/account"');
        expect(body, path).not.toContain("Deepa Rao");
      }
    }
    const before = await env.DB.prepare("select status from contact_messages where id = 'm1'").first("status");
    for (const [path, fields] of ACTIONS) {
      const res = await postForm(path, fields, as(cookie));
      expect(res.status, path).toBe(403);
    }
    expect(await env.DB.prepare("select status from contact_messages where id = 'm1'").first("status")).toBe(before);
    expect(await env.DB.prepare("select count(*) as n from newsletter_issues").first("n")).toBe(0);

    // Turning it on in this session opens the staff area.
    await confirmItsYou(cookie);
    await postForm("/account", { intent: "two-step-start" }, as(cookie));
    const page = await (await fetchPage("/account", as(cookie))).text();
    const secret = /data-testid="two-step-secret"[^>]*>([A-Z2-7]+)</.exec(page)![1]!;
    expect((await postForm("/account", { intent: "two-step-confirm", code: codeFor(secret) }, as(cookie))).status).toBe(
      200,
    );
    expect((await fetchPage("/admin/messages", as(cookie))).status).toBe(200);
    // And a later sign-in needs the code to get there again.
    const { challenge } = await passwordStep("admin-two@example.com");
    const fresh = sessionCookieFrom(await postForm("/login", { intent: "code", challenge, code: codeFor(secret, 1) }));
    expect((await fetchPage("/admin/messages", as(fresh))).status).toBe(200);
  });

  it("is unchanged for people without the role: the site's 404", async () => {
    const { cookie } = await confirmedUser("plain-two@example.com");
    expect((await fetchPage("/admin/messages", as(cookie))).status).toBe(404);
  });
});

describe("a password reset", () => {
  it("leaves two-step verification on", async () => {
    const { email } = await accountWithTwoStep("reset-two@example.com");
    const _id = await userId(email);
    const { res } = await api("/api/auth/password/forgot", { email });
    expect(res.status).toBe(202);
    const mail = await lastMailTo(email, { subject: "Reset your ADRIG password" });
    const token = new URL(linkIn(mail!.text, "/reset-password?token=")).searchParams.get("token")!;
    const reset = await api("/api/auth/password/reset", {
      token,
      password: "a brand new passphrase",
      confirmPassword: "a brand new passphrase",
    });
    expect(reset.res.status).toBe(200);
    const login = await postForm("/login", { email, password: "a brand new passphrase" });
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('name="challenge"');
  });
});

describe("Confirm it's you with two-step verification on", () => {
  const reauthOf = async (email: string) =>
    env.DB.prepare(
      "select reauth_at as at, reauth_method as method from sessions where user_id = ? order by created_at desc",
    )
      .bind(await userId(email))
      .first<{ at: number | null; method: string | null }>();

  it("refuses the password alone: a phished password and cookie renew no codes and turn nothing off", async () => {
    const { secret, email, codes } = await accountWithTwoStep("phished@example.com");
    // A phishing proxy's session: it relayed the password and a code at sign-in, and kept the cookie.
    const { challenge } = await passwordStep(email);
    const stolen = sessionCookieFrom(await postForm("/login", { intent: "code", challenge, code: codeFor(secret, 1) }));
    const refused = await postForm("/account", { intent: "reauth-password", password: PASSWORD }, as(stolen));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(accountErrorText.passwordAloneRefused);
    expect(await reauthOf(email)).toEqual({ at: null, method: null });
    expect((await postForm("/account", { intent: "recovery-codes" }, as(stolen))).status).toBe(403);
    expect((await postForm("/account", { intent: "two-step-off", code: codes[0]! }, as(stolen))).status).toBe(403);
    const id = await userId(email);
    const row = await env.DB.prepare("select enabled_at from two_step_secrets where user_id = ?").bind(id).first();
    expect(row?.enabled_at).toBeTruthy();
    // The refusal checked no password: it counts as no failed login.
    expect(await env.DB.prepare("select count(*) as n from login_failures").first("n")).toBe(0);
    // The page offers the password with a code, and no password-only form.
    const page = await (await fetchPage("/account", as(stolen))).text();
    expect(page).not.toContain('value="reauth-password"');
    expect(page).toMatch(/aria-label="Confirm with your password and a code"/);
    expect(page).toContain("so your password alone is not enough");
  });

  it("confirms with the password and a code or a recovery code, never with either alone", async () => {
    const { secret, email, codes } = await accountWithTwoStep("both@example.com");
    const { challenge } = await passwordStep(email);
    const other = sessionCookieFrom(await postForm("/login", { intent: "code", challenge, code: codes[9]! }));
    const codeAlone = await postForm("/account", { intent: "reauth-code", code: codeFor(secret, 1) }, as(other));
    expect(codeAlone.status).toBe(400);
    const wrongPassword = await postForm(
      "/account",
      { intent: "reauth-code", password: "not it at all", code: codeFor(secret, 1) },
      as(other),
    );
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain(accountErrorText.currentPasswordWrong);
    const wrongCode = await postForm(
      "/account",
      { intent: "reauth-code", password: PASSWORD, code: "000000" },
      as(other),
    );
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toContain(accountErrorText.codeInvalid);
    expect((await reauthOf(email))?.at).toBeNull();
    // The password with a recovery code.
    await confirmItsYou(other, { code: codes[0]! });
    expect((await reauthOf(email))?.method).toBe("code");
    expect((await postForm("/account", { intent: "recovery-codes" }, as(other))).status).toBe(200);
  });
});
