import { env, SELF } from "cloudflare:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { emailChangePageText } from "~/accounts/email-change-text";
import { securityLogText } from "~/accounts/security-log-text";
import { accountErrorText, accountToasts } from "~/accounts/texts";
import { applyRetention, retentionDeps } from "~/platform/retention/clean-up.server";
import { hashAddress } from "~/platform/tokens.server";
import { RETENTION_PLAN } from "../../workers/cron/retention";
import {
  api,
  confirmedUser,
  confirmItsYou,
  confirmSignup,
  lastMailTo,
  linkIn,
  PASSWORD,
  sessionCookieFrom,
  signUp,
} from "./auth-helpers";
import { downloadMyData, fetchPage, ORIGIN, postForm } from "./helpers";
import { deliver } from "./inbound-helpers";
import { seedMessages, signedInAdmin, userId } from "./inbox-helpers";
import { SoftAuthenticator } from "./soft-authenticator";

/**
 * Changing the e-mail address (app/accounts/email-change.server.ts): behind
 * "Confirm it's you"; a link to the new address completes it (24 hours, once, POST only); the old
 * address is told at once and can undo it for 7 days; a taken address gets the same answer.
 */
/** The undo link's 7 days (EMAIL_CHANGE_UNDO_MS; that module pulls in the passkey library, which tests cannot load). */
const UNDO_MS = 7 * 24 * 60 * 60 * 1000;

const as = (cookie: string) => ({ headers: { Cookie: cookie } });

const STARTED = "Your ADRIG e-mail address is being changed";
const CHANGED = "Your ADRIG e-mail address was changed";
const LINK = "Confirm your new e-mail address for ADRIG";
const TAKEN = "Someone tried to move an ADRIG account to your address";
const UNDONE = "The change of your ADRIG e-mail address was undone";

const askChange = (cookie: string, email: string) =>
  postForm("/account", { intent: "email-change", email }, as(cookie));

async function loginCookie(email: string, password = PASSWORD) {
  return sessionCookieFrom((await api("/api/auth/login", { email, password })).res);
}

async function signedIn(cookie: string): Promise<boolean> {
  const res = await SELF.fetch(new URL("/api/auth/session", ORIGIN), as(cookie));
  return ((await res.json()) as { user: unknown }).user !== null;
}

async function emailOf(id: string): Promise<string | undefined> {
  const row = await env.DB.prepare("select email from users where id = ?").bind(id).first<{ email: string }>();
  return row?.email;
}

/** The token of the newest link to `path` mailed to `email` with `subject`. */
async function tokenIn(email: string, subject: string, path: string): Promise<string> {
  const mail = await lastMailTo(email, { subject });
  if (!mail) throw new Error(`no "${subject}" to ${email}`);
  return new URL(linkIn(mail.text, `${path}?token=`)).searchParams.get("token")!;
}

const confirmToken = (email: string) => tokenIn(email, LINK, "/account/email/confirm");
const undoToken = (email: string) => tokenIn(email, STARTED, "/account/email/undo");
const completeWith = (token: string, init: RequestInit = {}) =>
  postForm(`/account/email/confirm?token=${encodeURIComponent(token)}`, { token }, init);
const undoWith = (token: string) => postForm(`/account/email/undo?token=${encodeURIComponent(token)}`, { token });

/** A confirmed account with "Confirm it's you" done, and its id. */
async function readyToChange(email: string) {
  const { cookie } = await confirmedUser(email);
  await confirmItsYou(cookie);
  return { cookie, id: await userId(email) };
}

function flashOf(res: Response): string {
  return decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("flash=")) ?? "");
}

describe("asking for a change", () => {
  it("needs this session's 'Confirm it's you': 403 without, and nothing is stored or mailed", async () => {
    const { cookie } = await confirmedUser("unconfirmed@example.com");
    const res = await askChange(cookie, "elsewhere@example.com");
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("reauth_required");
    expect(await env.DB.prepare("select count(*) as n from email_changes").first("n")).toBe(0);
    expect(await lastMailTo("elsewhere@example.com", { timeoutMs: 300 })).toBeNull();
    expect(await lastMailTo("unconfirmed@example.com", { subject: STARTED, timeoutMs: 300 })).toBeNull();
  });

  it("mails the link to the new address, tells the old one at once, and stores only hashes", async () => {
    const { cookie, id } = await readyToChange("old@example.com");
    const res = await askChange(cookie, "  New@Example.com ");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account#email");
    expect(flashOf(res)).toContain(accountToasts.emailChangeRequested.title);
    const link = await lastMailTo("new@example.com", { subject: LINK });
    expect(link?.text).toContain("expires in 24 hours");
    const notice = await lastMailTo("old@example.com", { subject: STARTED });
    expect(notice?.text).toContain("Your e-mail address is being changed to new@example.com.");
    expect(notice?.text).toMatch(/When: .+\nBrowser: /);
    expect(notice?.text).toContain("/account/email/undo?token=");
    // Nothing moved yet: the account keeps its address until the new address's owner confirms.
    expect(await emailOf(id)).toBe("old@example.com");
    const row = await env.DB.prepare("select * from email_changes").first<Record<string, unknown>>();
    const tokens = [await confirmToken("new@example.com"), await undoToken("old@example.com")];
    expect(row).toMatchObject({ old_email: "old@example.com", new_email: "new@example.com" });
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.undo_token_hash).toMatch(/^[0-9a-f]{64}$/);
    // The link lives 24 hours, the undo link 7 days.
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(24 * 60 * 60 * 1000);
    expect(Number(row?.undo_expires_at) - Number(row?.created_at)).toBe(UNDO_MS);
    for (const token of tokens) expect(JSON.stringify(row)).not.toContain(token);
    // /account shows the change waiting.
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toContain("A change to <strong>new@example.com</strong> waits for its confirmation");
  });

  it("refuses the account's own address and a malformed one with a reason", async () => {
    const { cookie } = await readyToChange("same@example.com");
    expect((await askChange(cookie, "Same@example.com")).status).toBe(400);
    expect((await askChange(cookie, "not an address")).status).toBe(400);
    expect(await env.DB.prepare("select count(*) as n from email_changes").first("n")).toBe(0);
  });

  it("caps the requests of one account: the fourth in an hour is refused (429) and mails nothing", async () => {
    const { cookie } = await readyToChange("eager@example.com");
    for (let i = 1; i <= 3; i++) expect((await askChange(cookie, `try${i}@example.com`)).status).toBe(303);
    expect((await askChange(cookie, "try4@example.com")).status).toBe(429);
    expect(await lastMailTo("try4@example.com", { timeoutMs: 300 })).toBeNull();
  });

  it("is in the security log with browser and place, the new address masked, taken or not", async () => {
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const from = (cookie: string) =>
      ({ headers: { Cookie: cookie, "User-Agent": chrome }, cf: { city: "Chennai", country: "IN" } }) as RequestInit;
    await confirmedUser("someone@taken.example");
    const { cookie, id } = await readyToChange("logged@example.com");
    const ask = (email: string) => postForm("/account", { intent: "email-change", email }, from(cookie));
    expect((await ask("nandini.rao@mail.example")).status).toBe(303);
    expect((await ask("someone@taken.example")).status).toBe(303);
    const { results } = await env.DB.prepare(
      "select kind, detail, browser, place from security_events where user_id = ? and kind = 'email-change-requested' order by id",
    )
      .bind(id)
      .all();
    expect(results).toEqual([
      {
        kind: "email-change-requested",
        detail: "n…@mail.example",
        browser: "Chrome 131 on Linux",
        place: "Chennai, IN",
      },
      {
        kind: "email-change-requested",
        detail: "s…@taken.example",
        browser: "Chrome 131 on Linux",
        place: "Chennai, IN",
      },
    ]);
    const log = /<ol[^>]*aria-label="Security changes"[\s\S]*?<\/ol>/.exec(
      await (await fetchPage("/account", as(cookie))).text(),
    )?.[0];
    expect(log).toContain("A change of the e-mail address was asked for: “n…@mail.example”");
    expect(log).toContain("Chrome 131 on Linux · Chennai, IN");
    expect(log).not.toContain("nandini.rao");
  });
});

describe("completing a change", () => {
  it("opening the link (GET) spends nothing; the POST completes it once; a second POST is refused", async () => {
    const { cookie, id } = await readyToChange("first@example.com");
    await askChange(cookie, "second@example.com");
    const token = await confirmToken("second@example.com");
    for (let i = 0; i < 2; i++) {
      const page = await fetchPage(`/account/email/confirm?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(await page.text()).toContain("Use this address");
    }
    expect(await emailOf(id)).toBe("first@example.com");

    const done = await completeWith(token);
    expect(done.status).toBe(200);
    expect(await emailOf(id)).toBe("second@example.com");
    const again = await completeWith(token);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(accountErrorText.emailChangeLinkInvalid);
    // The spent link's page says so.
    expect(await (await fetchPage(`/account/email/confirm?token=${token}`)).text()).toContain(
      "This link no longer works",
    );
    // The old address hears it was done, with the undo link.
    const changed = await lastMailTo("first@example.com", { subject: CHANGED });
    expect(changed?.text).toContain("Your e-mail address was changed to second@example.com");
    expect(changed?.text).toContain("/account/email/undo?token=");
  });

  it("refuses an expired link (after 24 hours) and changes nothing", async () => {
    const { cookie, id } = await readyToChange("late@example.com");
    await askChange(cookie, "later@example.com");
    const token = await confirmToken("later@example.com");
    // 24 hours later (the row's expiry, written at the request, is what the completion checks).
    await env.DB.prepare("update email_changes set expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    expect(await (await fetchPage(`/account/email/confirm?token=${token}`)).text()).toContain(
      "This link no longer works",
    );
    expect((await completeWith(token)).status).toBe(400);
    expect(await emailOf(id)).toBe("late@example.com");
  });

  it("ends every session but the one that asked; sign-in works with the new address, not the old", async () => {
    const { cookie, id } = await readyToChange("moving@example.com");
    const laptop = await loginCookie("moving@example.com");
    const phone = await loginCookie("moving@example.com");
    await askChange(cookie, "moved@example.com");
    // Completed from a browser with another session of the account: that one ends too, and the
    // page says so and leads to the login, not to an account page this browser can no longer open.
    const res = await completeWith(await confirmToken("moved@example.com"), as(phone));
    expect(res.status).toBe(200);
    const said = await res.text();
    expect(said).toContain("this browser is signed out, so log in here with your new address");
    expect(said).toContain('href="/login"');
    expect(said).not.toContain("This browser stays signed in");
    expect(await signedIn(cookie)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await emailOf(id)).toBe("moved@example.com");
    expect((await api("/api/auth/login", { email: "moving@example.com", password: PASSWORD })).res.status).toBe(401);
    expect((await api("/api/auth/login", { email: "moved@example.com", password: PASSWORD })).res.status).toBe(200);
    // The account page shows the new address.
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toContain('data-testid="current-email">moved@example.com<');
    // Completed in the browser that asked: it stays signed in, and the page says that.
    await confirmItsYou(cookie);
    await askChange(cookie, "moved.again@example.com");
    const kept = await (await completeWith(await confirmToken("moved.again@example.com"), as(cookie))).text();
    expect(kept).toContain("This browser stays signed in");
    expect(kept).toContain(emailChangePageText.emailConfirm.toAccount);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("moves the login-lock count with the address on completion only", async () => {
    const { cookie } = await readyToChange("counted@example.com");
    for (let i = 0; i < 3; i++)
      await api("/api/auth/login", { email: "counted@example.com", password: "wrong password" });
    const countOf = (email: string) =>
      env.DB.prepare("select count(*) as n from login_failures where address_hash = ?")
        .bind(hashAddress(email))
        .first("n");
    await askChange(cookie, "counted.new@example.com");
    expect(await countOf("counted@example.com")).toBe(3);
    expect(await countOf("counted.new@example.com")).toBe(0);
    await completeWith(await confirmToken("counted.new@example.com"));
    expect(await countOf("counted@example.com")).toBe(0);
    expect(await countOf("counted.new@example.com")).toBe(3);
  });

  it("moves the newsletter subscription to the new address only on completion", async () => {
    const { cookie } = await readyToChange("reader@example.com");
    await env.DB.prepare(
      "insert into newsletter_subscribers (id, email, status, source, requested_at, confirmed_at) values ('s1', 'reader@example.com', 'confirmed', 'blog', 1, 1)",
    ).run();
    const subscriber = () => env.DB.prepare("select email, status from newsletter_subscribers").first();
    await askChange(cookie, "reader.new@example.com");
    expect(await subscriber()).toEqual({ email: "reader@example.com", status: "confirmed" });
    await completeWith(await confirmToken("reader.new@example.com"));
    expect(await subscriber()).toEqual({ email: "reader.new@example.com", status: "confirmed" });
    // The undo puts it back with the address.
    await undoWith(await undoToken("reader@example.com"));
    expect(await subscriber()).toEqual({ email: "reader@example.com", status: "confirmed" });
  });

  it("takes the account's conversations to the new address: staff replies and answers by mail follow it, and the undo brings them back", async () => {
    const admin = await signedInAdmin();
    const { cookie, id } = await readyToChange("follow@example.com");
    // One sent signed in, one sent signed out and added from the mailed link, one of a stranger who typed the address.
    await seedMessages([
      { id: "mine", email: "follow@example.com", user_id: id },
      { id: "added", email: "follow@example.com", user_id: id },
      { id: "typed", email: "follow@example.com", user_id: null },
    ]);
    await env.DB.prepare("update contact_messages set claimed_at = 1 where id = 'added'").run();
    await askChange(cookie, "followed@example.com");
    await completeWith(await confirmToken("followed@example.com"));
    const SUBJECT = "Re: your Chatbot Development enquiry";
    const reply = (conversation: string) =>
      postForm(
        `/admin/messages/${conversation}`,
        { intent: "reply", reply: "Hello,\n\nMonday suits us.", key: crypto.randomUUID() },
        as(admin.cookie),
      );
    const mailCount = (to: string) =>
      env.DB.prepare('select count(*) as n from mail_outbox where "to" = ? and subject = ?')
        .bind(to, SUBJECT)
        .first<number>("n");
    for (const conversation of ["mine", "added"]) expect((await reply(conversation)).status).toBe(303);
    expect(await lastMailTo("followed@example.com", { subject: SUBJECT, count: 2 })).not.toBeNull();
    expect(await mailCount("follow@example.com")).toBe(0);
    // The stranger's conversation is not the account's: it still goes where it was typed.
    await reply("typed");
    const typed = await lastMailTo("follow@example.com", { subject: SUBJECT });
    expect(typed).not.toBeNull();
    // An answer by mail is taken from the address the account has now, not from the one it left.
    const mine = await lastMailTo("followed@example.com", { subject: SUBJECT });
    const answer = (from: string) =>
      deliver(
        `From: ${from}\r\nTo: ${mine!.reply_to}\r\nSubject: Re\r\nMessage-ID: <${crypto.randomUUID()}@example.com>\r\nContent-Type: text/plain\r\n\r\nMonday is fine.\r\n`,
        { from, to: mine!.reply_to! },
      );
    expect(await answer("followed@example.com")).toBeNull();
    expect(await answer("follow@example.com")).not.toBeNull();

    // The staff panel says whose it is, without contradicting itself, and where it was first written from.
    const panel = async (conversation: string) =>
      (await fetchPage(`/admin/messages/${conversation}`, as(admin.cookie))).text();
    const minePanel = await panel("mine");
    expect(minePanel).toContain("Yes, from their account");
    expect(minePanel).toContain("Theirs: replies go to the account&#x27;s address");
    expect(minePanel).not.toContain("No account with this e-mail");
    expect(minePanel).toContain('href="mailto:followed@example.com"');
    expect(minePanel).toContain("First written from");
    expect(await panel("added")).toContain("No, from the contact form; added to their account later");
    const typedPanel = await panel("typed");
    expect(typedPanel).toContain("No, from the contact form");
    expect(typedPanel).toContain("No account with this e-mail");

    // Undone: the account's conversations are the old address's again.
    await undoWith(await undoToken("follow@example.com"));
    await reply("added");
    expect(await lastMailTo("follow@example.com", { subject: SUBJECT, count: 2 })).not.toBeNull();
    expect(await mailCount("followed@example.com")).toBe(2);
  });

  it("keeps conversations the account started signed in (they belong to its id, not its address)", async () => {
    const { cookie, id } = await readyToChange("client@example.com");
    await env.DB.prepare(
      "insert into contact_messages (id, user_id, email, name, message, is_verified) values ('m1', ?, 'client@example.com', 'Asha', 'A message of some length', 1)",
    )
      .bind(id)
      .run();
    await askChange(cookie, "client.new@example.com");
    await completeWith(await confirmToken("client.new@example.com"));
    const page = await fetchPage("/messages", as(cookie));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("A message of some length");
  });
});

describe("an address that is taken", () => {
  it("answers exactly as for a free one, mails its owner instead, and can never complete", async () => {
    await confirmedUser("owner@example.com");
    await signUp("waiting@example.com");
    const { cookie, id } = await readyToChange("mover@example.com");
    const free = await askChange(cookie, "free@example.com");
    const taken = await askChange(cookie, "owner@example.com");
    const pending = await askChange(cookie, "waiting@example.com");
    for (const res of [free, taken, pending]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe("/account#email");
      expect(flashOf(res)).toBe(flashOf(free));
    }
    // The same page afterwards: the last change waits, whatever its address.
    const page = await (await fetchPage("/account", as(cookie))).text();
    expect(page).toContain("A change to <strong>waiting@example.com</strong> waits for its confirmation");
    const explained = await lastMailTo("owner@example.com", { subject: TAKEN });
    expect(explained?.text).toContain("you need do nothing");
    expect(await lastMailTo("owner@example.com", { subject: LINK, timeoutMs: 300 })).toBeNull();
    expect(await lastMailTo("waiting@example.com", { subject: TAKEN })).not.toBeNull();
    // The old address is told of each, as for a free one.
    expect(await lastMailTo("mover@example.com", { subject: STARTED, count: 3 })).not.toBeNull();
    // No link exists for a taken address.
    const rows = await env.DB.prepare("select new_email, token_hash from email_changes order by created_at").all();
    expect(rows.results.map((r) => r.token_hash === null)).toEqual([false, true, true]);
    expect(await emailOf(id)).toBe("mover@example.com");
  });

  it("refuses a completion onto an address an account took after the request (the unique address decides)", async () => {
    const { cookie, id } = await readyToChange("racer@example.com");
    await askChange(cookie, "contested@example.com");
    const token = await confirmToken("contested@example.com");
    // Someone signs up with the address meanwhile, and confirms it.
    await signUp("contested@example.com");
    const signup = await lastMailTo("contested@example.com", { subject: "Confirm your ADRIG account" });
    const signupToken = new URL(linkIn(signup!.text, "/confirm-email?token=")).searchParams.get("token")!;
    expect((await confirmSignup(signupToken)).status).toBe(303);
    const res = await completeWith(token);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(accountErrorText.emailChangeTaken);
    expect(await emailOf(id)).toBe("racer@example.com");
    expect(await emailOf(await userId("contested@example.com"))).toBe("contested@example.com");
    expect((await completeWith(token)).status).toBe(400);
  });
});

describe("undoing a change from the old address", () => {
  it("puts a completed change back within 7 days, ends every session, and works once", async () => {
    const { cookie, id } = await readyToChange("victim@example.com");
    const other = await loginCookie("victim@example.com");
    await askChange(cookie, "thief@example.com");
    await completeWith(await confirmToken("thief@example.com"));
    const token = await undoToken("victim@example.com");
    // The changed notice carries the same undo link.
    expect((await lastMailTo("victim@example.com", { subject: CHANGED }))?.text).toContain(token);
    const page = await (await fetchPage(`/account/email/undo?token=${token}`)).text();
    expect(page).toContain("Undo the change");
    expect(page).toContain("was changed from <strong>victim@example.com</strong>");
    expect(await emailOf(id)).toBe("thief@example.com");

    const res = await undoWith(token);
    expect(res.status).toBe(200);
    expect(await emailOf(id)).toBe("victim@example.com");
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect((await api("/api/auth/login", { email: "victim@example.com", password: PASSWORD })).res.status).toBe(200);
    expect((await api("/api/auth/login", { email: "thief@example.com", password: PASSWORD })).res.status).toBe(401);
    expect((await undoWith(token)).status).toBe(400);
    // The security log holds both steps, newest first, with the browser (never an IP address).
    const log = await env.DB.prepare(
      "select kind, detail, browser from security_events where user_id = ? and kind like 'email-%' order by id desc",
    )
      .bind(id)
      .all<{ kind: string; detail: string | null; browser: string | null }>();
    expect(log.results.slice(0, 2).map((e) => [e.kind, e.detail])).toEqual([
      ["email-change-undone", "victim@example.com"],
      ["email-changed", "thief@example.com"],
    ]);
  });

  it("cancels a change still waiting, so its link no longer completes it", async () => {
    const { cookie, id } = await readyToChange("careful@example.com");
    await askChange(cookie, "intruder@example.com");
    const token = await confirmToken("intruder@example.com");
    const undo = await undoToken("careful@example.com");
    expect(await (await fetchPage(`/account/email/undo?token=${undo}`)).text()).toContain(
      "is being changed from <strong>careful@example.com</strong>",
    );
    expect((await undoWith(undo)).status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
    expect((await completeWith(token)).status).toBe(400);
    expect(await emailOf(id)).toBe("careful@example.com");
  });

  it("says on the page of a replaced change's undo link that it was replaced, and still signs everyone out", async () => {
    const { cookie } = await readyToChange("twice@example.com");
    await askChange(cookie, "twice.a@example.com");
    await askChange(cookie, "twice.b@example.com");
    await lastMailTo("twice@example.com", { subject: STARTED, count: 2 });
    const first = await env.DB.prepare(
      'select text from mail_outbox where "to" = ? and subject = ? order by created_at, rowid limit 1',
    )
      .bind("twice@example.com", STARTED)
      .first<{ text: string }>();
    const token = new URL(linkIn(first!.text, "/account/email/undo?token=")).searchParams.get("token")!;
    const page = await (await fetchPage(`/account/email/undo?token=${token}`)).text();
    expect(page).toContain("has been cancelled or replaced since");
    expect((await undoWith(token)).status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
    // The newer change, still waiting, was cancelled with it.
    expect((await completeWith(await confirmToken("twice.b@example.com"))).status).toBe(400);
  });

  it("after a later change (a → b → c), the first change's undo keeps c, only signs everyone out, and says so", async () => {
    const { cookie, id } = await readyToChange("chain.a@example.com");
    await askChange(cookie, "chain.b@example.com");
    await completeWith(await confirmToken("chain.b@example.com"));
    const firstUndo = await undoToken("chain.a@example.com");
    await askChange(cookie, "chain.c@example.com");
    await completeWith(await confirmToken("chain.c@example.com"));
    expect(await emailOf(id)).toBe("chain.c@example.com");
    const phone = await loginCookie("chain.c@example.com");
    // The link's page says beforehand that it can no longer put the first address back.
    const page = await (await fetchPage(`/account/email/undo?token=${firstUndo}`)).text();
    expect(page).toContain("has been changed again since");

    const res = await undoWith(firstUndo);
    expect(res.status).toBe(200);
    const done = await res.text();
    expect(done).toContain(emailChangePageText.emailUndo.signedOutTitle);
    expect(done).toContain("was not put back");
    expect(await emailOf(id)).toBe("chain.c@example.com");
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect((await api("/api/auth/login", { email: "chain.c@example.com", password: PASSWORD })).res.status).toBe(200);
    expect((await api("/api/auth/login", { email: "chain.a@example.com", password: PASSWORD })).res.status).toBe(401);
    // The log says what happened: every session signed out, no address put back.
    const kinds = await env.DB.prepare("select kind from security_events where user_id = ? order by id desc limit 1")
      .bind(id)
      .first("kind");
    expect(kinds).toBe("email-change-undo-signed-out");
    // The account's address hears of it.
    expect(
      (await lastMailTo("chain.c@example.com", { subject: "Every session of your ADRIG account was signed out" }))
        ?.text,
    ).toContain("was not put back");
    expect((await undoWith(firstUndo)).status).toBe(400);
  });

  it("lists the second factors added since the change in the undo mail and on /account", async () => {
    const { cookie, id } = await readyToChange("factors@example.com");
    await askChange(cookie, "factors.thief@example.com");
    await completeWith(await confirmToken("factors.thief@example.com"));
    // Whoever holds this session adds a passkey and turns two-step verification on.
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = await (await fetchPage("/api/passkeys/register/options", as(cookie))).json();
    const credential = await authenticator.register(options as never);
    expect(
      (
        await postForm(
          "/account",
          { intent: "passkey-add", credential: JSON.stringify(credential), name: "Intruder key" },
          as(cookie),
        )
      ).status,
    ).toBe(303);
    expect((await postForm("/account", { intent: "two-step-start" }, as(cookie))).status).toBe(302);
    const account = await (await fetchPage("/account", as(cookie))).text();
    const secret = /data-testid="two-step-secret"[^>]*>([A-Z2-7]+)</.exec(account)![1]!;
    const code = generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000)), 6);
    expect((await postForm("/account", { intent: "two-step-confirm", code }, as(cookie))).status).toBe(200);

    expect((await undoWith(await undoToken("factors@example.com"))).status).toBe(200);
    expect(await emailOf(id)).toBe("factors@example.com");
    const mail = await lastMailTo("factors@example.com", { subject: UNDONE });
    expect(mail?.text).toContain(`${securityLogText.kinds["passkey-added"]}: “Intruder key”`);
    expect(mail?.text).toContain(securityLogText.kinds["two-step-on"]);
    expect(mail?.text).toContain("/account");

    // Signed in again (with the passkey: the password now needs a code), /account lists them too.
    const signIn = await (await fetchPage("/api/passkeys/sign-in/options")).json();
    const assertion = await authenticator.authenticate(signIn as never);
    const signedInAgain = await postForm("/login", {
      intent: "passkey",
      credential: JSON.stringify(assertion),
      redirectTo: "/account",
    });
    expect(signedInAgain.status).toBe(303);
    const page = await (await fetchPage("/account", as(sessionCookieFrom(signedInAgain)))).text();
    const added = page.slice(page.indexOf('data-testid="factors-added"'));
    expect(added).toContain("Intruder key");
    expect(added).toContain(securityLogText.kinds["two-step-on"]);
  });

  it("refuses the undo link after 7 days", async () => {
    const { cookie, id } = await readyToChange("slow@example.com");
    await askChange(cookie, "quick@example.com");
    await completeWith(await confirmToken("quick@example.com"));
    const token = await undoToken("slow@example.com");
    await env.DB.prepare("update email_changes set undo_expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    expect((await undoWith(token)).status).toBe(400);
    expect(await emailOf(id)).toBe("quick@example.com");
  });
});

describe("access, data and retention", () => {
  it("sends anonymous visitors to the login page and lets users and admins ask", async () => {
    const anonymous = await postForm("/account", { intent: "email-change", email: "x@example.com" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const { cookie } = await readyToChange("user@example.com");
    expect((await askChange(cookie, "user.new@example.com")).status).toBe(303);
    const admin = await signedInAdmin("boss@example.com");
    await confirmItsYou(admin.cookie);
    expect((await askChange(admin.cookie, "boss.new@example.com")).status).toBe(303);
    // The links' pages need no session, and an unknown token is a page that says so, not an error.
    for (const path of ["/account/email/confirm?token=nope", "/account/email/undo?token=nope", "/account/email/undo"]) {
      const res = await fetchPage(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("This link no longer works");
    }
    expect((await completeWith("nope")).status).toBe(400);
    // The global origin check covers both links' POSTs.
    const evil = { headers: { Origin: "https://evil.example" } };
    expect((await postForm("/account/email/confirm?token=x", { token: "x" }, evil)).status).toBe(403);
    expect((await postForm("/account/email/undo?token=x", { token: "x" }, evil)).status).toBe(403);
    expect((await undoWith("")).status).toBe(400);
  });

  it("lists a change waiting in 'Download my data', without its tokens", async () => {
    const { cookie } = await readyToChange("exporter@example.com");
    await askChange(cookie, "exporter.new@example.com");
    const res = await downloadMyData(as(cookie));
    const data = (await res.json()) as { pendingEmailChange: Record<string, string> | null };
    expect(data.pendingEmailChange).toMatchObject({ newAddress: "exporter.new@example.com" });
    expect(data.pendingEmailChange?.requestedAt).toMatch(/^\d{4}-/);
    const text = JSON.stringify(data);
    expect(text).not.toContain(await confirmToken("exporter.new@example.com"));
    expect(text).not.toContain(await undoToken("exporter@example.com"));
  });

  it("the daily clean-up removes changes once their 7 days are over (an undone one stays until then for /account)", async () => {
    const { cookie } = await readyToChange("tidy@example.com");
    await askChange(cookie, "tidy.a@example.com");
    await askChange(cookie, "tidy.b@example.com");
    await undoWith(await undoToken("tidy@example.com"));
    const { cookie: other } = await readyToChange("tidy2@example.com");
    await askChange(other, "tidy2.new@example.com");
    const rows = () => env.DB.prepare("select new_email from email_changes order by new_email").all();
    await applyRetention(retentionDeps(env, new Date()), RETENTION_PLAN);
    // Within their 7 days every change stays: the undone one too, since /account lists what was added since it.
    expect((await rows()).results.map((r) => r.new_email)).toEqual([
      "tidy.a@example.com",
      "tidy.b@example.com",
      "tidy2.new@example.com",
    ]);
    await applyRetention(retentionDeps(env, new Date(Date.now() + UNDO_MS + 60_000)), RETENTION_PLAN);
    expect((await rows()).results).toHaveLength(0);
  });
});

describe("malformed input", () => {
  it("answers odd addresses and link tokens with a 4xx and a reason, never a 5xx, and stores nothing", async () => {
    const { cookie } = await readyToChange("odd@example.com");
    const odd = [
      "",
      " ",
      "a@",
      "@b.co",
      "a@b",
      `${"x".repeat(250)}@example.com`,
      "a\u0000@b.co",
      "a@b.co\r\nBcc: x@y.z",
    ];
    for (const email of odd) {
      const res = await askChange(cookie, email);
      expect(res.status, JSON.stringify(email)).toBe(400);
    }
    expect((await postForm("/account", { intent: "email-change" }, as(cookie))).status).toBe(400);
    expect(await env.DB.prepare("select count(*) as n from email_changes").first("n")).toBe(0);
    for (const token of ["", "x".repeat(5000), "%00", "../../etc"]) {
      expect((await completeWith(token)).status).toBeLessThan(500);
      expect((await undoWith(token)).status).toBeLessThan(500);
      expect((await fetchPage(`/account/email/confirm?token=${encodeURIComponent(token)}`)).status).toBe(200);
    }
  });
});
