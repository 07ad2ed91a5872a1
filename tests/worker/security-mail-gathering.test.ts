import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { NOTICE_WINDOW_MS } from "~/accounts/security-notices.server";
import worker from "../../build/server/index.js";
import { confirmedUser, confirmItsYou } from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { captureConsole } from "./ops-fakes";
import { SoftAuthenticator } from "./soft-authenticator";

/**
 * Security-change mails are capped by gathering: low-risk changes (passkey
 * renames, recovery codes renewed) of a few minutes go out as one mail that lists each, sent by the every-minute cron once
 * the window has closed; a factor added or removed is mailed at once, whatever is waiting. One mail
 * per window, however many requests and cron runs meet.
 */

const AT_ONCE = "Security change on your ADRIG account";
const GATHERED = "Security changes on your ADRIG account";
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const from = (cookie: string) =>
  ({ headers: { Cookie: cookie, "User-Agent": CHROME_LINUX }, cf: { city: "Chennai", country: "IN" } }) as RequestInit;

type Mail = { subject: string; text: string };

/** Every mail to `email` once the queue's consumer has stopped writing (settled for 300 ms). */
async function mailsTo(email: string): Promise<Mail[]> {
  let last = -1;
  for (let waited = 0; waited < 5000; waited += 150) {
    const { results } = await env.DB.prepare(
      'select subject, text from mail_outbox where "to" = ? order by created_at, rowid',
    )
      .bind(email)
      .all<Mail>();
    if (results.length === last && waited >= 300) return results;
    last = results.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error("the outbox never settled");
}

const withSubject = (mails: Mail[], subject: string) => mails.filter((m) => m.subject === subject);
const renamesIn = (text: string) => text.match(/One of your passkeys was renamed to “Laptop \d+”/g) ?? [];

async function addPasskey(cookie: string, authenticator: SoftAuthenticator, name: string) {
  const options = await (await fetchPage("/api/passkeys/register/options", { headers: { Cookie: cookie } })).json();
  const credential = await authenticator.register(options as never);
  const res = await postForm(
    "/account",
    { intent: "passkey-add", credential: JSON.stringify(credential), name },
    from(cookie),
  );
  expect(res.status).toBe(303);
}

const rename = (cookie: string, id: string, name: string) =>
  postForm("/account", { intent: "passkey-rename", id, name }, from(cookie));

/** Turns two-step verification on from /account, as an authenticator app would answer. */
async function turnOnTwoStep(cookie: string) {
  expect((await postForm("/account", { intent: "two-step-start" }, from(cookie))).status).toBe(302);
  const page = await (await fetchPage("/account", from(cookie))).text();
  const secret = /data-testid="two-step-secret"[^>]*>([A-Z2-7]+)</.exec(page)?.[1];
  if (!secret) throw new Error("no secret on /account");
  const step = BigInt(Math.floor(Date.now() / 30_000));
  const code = generateHOTP(decodeBase32IgnorePadding(secret), step, 6);
  expect((await postForm("/account", { intent: "two-step-confirm", code }, from(cookie))).status).toBe(200);
}

/** The every-minute cron as Cloudflare runs it, at `at`. */
async function everyMinuteCron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function accountWithPasskey(email: string) {
  const { cookie } = await confirmedUser(email);
  await confirmItsYou(cookie);
  const first = new SoftAuthenticator(ORIGIN);
  await addPasskey(cookie, first, "Phone");
  return { cookie, first };
}

describe("gathered security-change mails", () => {
  it("40 renames send one mail listing them; a passkey added among them is mailed at once", async () => {
    captureConsole();
    const email = "gather@example.com";
    const { cookie, first } = await accountWithPasskey(email);
    const start = Date.now();
    for (let i = 1; i <= 20; i++) expect((await rename(cookie, first.id, `Laptop ${i}`)).status).toBe(303);
    // A passkey added in the middle of the renames: its own mail, at once.
    await addPasskey(cookie, new SoftAuthenticator(ORIGIN), "Security key");
    for (let i = 21; i <= 40; i++) expect((await rename(cookie, first.id, `Laptop ${i}`)).status).toBe(303);

    let mails = await mailsTo(email);
    expect(withSubject(mails, AT_ONCE).map((m) => m.text.split("\n")[2])).toEqual([
      "A passkey was added to your account: “Phone”.",
      "A passkey was added to your account: “Security key”.",
    ]);
    expect(withSubject(mails, GATHERED)).toHaveLength(0);

    // Before the window has closed the cron sends nothing.
    await everyMinuteCron(start + 60_000);
    expect(withSubject(await mailsTo(email), GATHERED)).toHaveLength(0);

    await everyMinuteCron(Date.now() + NOTICE_WINDOW_MS + 60_000);
    mails = await mailsTo(email);
    const gathered = withSubject(mails, GATHERED);
    expect(gathered).toHaveLength(1);
    const text = gathered[0]!.text;
    expect(renamesIn(text)).toEqual(
      Array.from({ length: 40 }, (_, i) => `One of your passkeys was renamed to “Laptop ${i + 1}”`),
    );
    expect(text).toContain("These 40 changes were made to your account in the last few minutes:");
    // Each with its time, browser and place.
    expect(text).toMatch(/renamed to “Laptop 1” \(.+ IST; Chrome 131 on Linux; approximate place: Chennai, IN\)/);
    expect(text).not.toContain("Security key");
    expect(text).toContain(`${env.SITE_ORIGIN}/account`);
    expect(withSubject(mails, AT_ONCE)).toHaveLength(2);

    // The window is spent: the next run sends nothing more.
    await everyMinuteCron(Date.now() + NOTICE_WINDOW_MS + 120_000);
    expect(await mailsTo(email)).toHaveLength(mails.length);
  });

  it("renames sent at once and cron runs that meet still make exactly one mail", async () => {
    captureConsole();
    const email = "gather-parallel@example.com";
    const { cookie, first } = await accountWithPasskey(email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => rename(cookie, first.id, `Laptop ${i + 1}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(303));
    const at = Date.now() + NOTICE_WINDOW_MS + 60_000;
    await Promise.all([everyMinuteCron(at), everyMinuteCron(at), everyMinuteCron(at)]);
    const gathered = withSubject(await mailsTo(email), GATHERED);
    expect(gathered).toHaveLength(1);
    expect(renamesIn(gathered[0]!.text)).toHaveLength(40);
    expect(await env.DB.prepare("select count(*) as n from security_notices").first("n")).toBe(0);
  });

  it("a rename after a window closed opens the next one, mailed on its own", async () => {
    captureConsole();
    const email = "gather-next@example.com";
    const { cookie, first } = await accountWithPasskey(email);
    await rename(cookie, first.id, "Laptop 1");
    await everyMinuteCron(Date.now() + NOTICE_WINDOW_MS + 60_000);
    await rename(cookie, first.id, "Laptop 2");
    await everyMinuteCron(Date.now() + NOTICE_WINDOW_MS + 60_000);
    const gathered = withSubject(await mailsTo(email), GATHERED);
    expect(gathered.map((m) => renamesIn(m.text))).toEqual([
      ["One of your passkeys was renamed to “Laptop 1”"],
      ["One of your passkeys was renamed to “Laptop 2”"],
    ]);
    expect(gathered[0]!.text).toContain("This change was made to your account in the last few minutes:");
  });

  it("removing a passkey while a rename waits is mailed at once", async () => {
    captureConsole();
    const email = "gather-remove@example.com";
    const { cookie, first } = await accountWithPasskey(email);
    await rename(cookie, first.id, "Laptop 1");
    expect((await postForm("/account", { intent: "passkey-remove", id: first.id }, from(cookie))).status).toBe(303);
    const atOnce = withSubject(await mailsTo(email), AT_ONCE);
    expect(atOnce.map((m) => m.text.split("\n")[2])).toEqual([
      "A passkey was added to your account: “Phone”.",
      "A passkey was removed from your account: “Laptop 1”.",
    ]);
  });
  it("10 renewals of the recovery codes make one mail once the window closes, each renewal listed", async () => {
    captureConsole();
    const email = "gather-codes@example.com";
    const { cookie } = await confirmedUser(email);
    await confirmItsYou(cookie);
    await turnOnTwoStep(cookie);
    const renewed = "New recovery codes were made for your account; the earlier ones no longer work";
    for (let i = 0; i < 10; i++) {
      expect((await postForm("/account", { intent: "recovery-codes" }, from(cookie))).status).toBe(200);
    }
    // Two-step verification turned on is mailed at once; none of the renewals is.
    let mails = await mailsTo(email);
    expect(withSubject(mails, AT_ONCE).map((m) => m.text.split("\n")[2])).toEqual([
      "Two-step verification was turned on for your account.",
    ]);
    expect(withSubject(mails, GATHERED)).toHaveLength(0);

    await everyMinuteCron(Date.now() + NOTICE_WINDOW_MS + 60_000);
    mails = await mailsTo(email);
    const gathered = withSubject(mails, GATHERED);
    expect(gathered).toHaveLength(1);
    expect(gathered[0]!.text.split(renewed)).toHaveLength(11);
    expect(gathered[0]!.text).toContain("These 10 changes were made to your account in the last few minutes:");
    expect(gathered[0]!.text).toContain("Chrome 131 on Linux; approximate place: Chennai, IN");
    // No other mail tells of a renewal.
    expect(mails.filter((m) => m.text.includes(renewed))).toEqual(gathered);
    // Each renewal is still in the security log at once.
    const logged = await env.DB.prepare(
      "select count(*) as n from security_events where kind = 'recovery-codes'",
    ).first("n");
    expect(logged).toBe(10);
  });
});
