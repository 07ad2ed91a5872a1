import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountFailureTitles } from "~/accounts/texts";
import { newsletterFailureTitles } from "~/newsletter/texts";
import type { MailJob } from "~/platform/mail/queue.server";
import { errorText, failureTitles } from "~/ui/ui-text";
import worker from "../../build/server/index.js";
import {
  confirmedUser,
  confirmSignup,
  count,
  lastMailTo,
  linkIn,
  PASSWORD,
  randomIp,
  signUp,
  signupToken,
} from "./auth-helpers";
import { ORIGIN } from "./helpers";
import { captureConsole, failingD1, fakeMailQueue, mailIn } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

/**
 * When the queue itself refuses, the requests that only mail (sign-up, forgot-password,
 * resend, newsletter subscribe) answer a clear 503, the same for every address; with the queue
 * working, an address with nothing to receive still costs one enqueue: a decoy the consumer drops.
 * Confirming a newsletter subscription answers the same 503 when its welcome is refused, and
 * leaves the link unspent so nothing is lost.
 */

afterEach(() => vi.restoreAllMocks());

/** The queue's refusal as every client sees it: no code, no hint about the address. */
const REFUSED = { error: errorText.mailQueueUnavailable };

const KNOWN = "known@example.com";
const PENDING = "pending@example.com";
const UNKNOWN = "nobody@example.com";

function json(body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": randomIp() },
    body: JSON.stringify(body),
  };
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": randomIp() },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  };
}

const signupBody = (email: string) => ({
  name: "Refused Person",
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

/** A confirmed account (KNOWN) and a sign-up waiting for its link (PENDING), made through the real queue. */
async function seedAddresses() {
  await confirmedUser(KNOWN);
  await signUp(PENDING);
  await signupToken(PENDING);
}

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown, retryAfter: res.headers.get("Retry-After") };
}

/** A page with what differs by design removed: the CSP nonce, and the address typed into the form. */
async function normalisedPage(res: Response, email: string): Promise<string> {
  return (await res.text()).replace(/nonce="[^"]*"/g, 'nonce=""').replaceAll(email, "ADDRESS");
}

/** Runs the built Worker's queue() on `jobs` as first deliveries. */
async function deliver(jobs: MailJob[], overrides: Partial<Env> = {}) {
  const batch = createMessageBatch<MailJob>(
    "adrig-mail",
    jobs.map((body, i) => ({ id: `msg-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...overrides }, ctx);
  return getQueueResult(batch, ctx);
}

describe("a mail queue that refuses", () => {
  it("forgot-password, resend and sign-up answer the same clear 503 for a known and an unknown address", async () => {
    await seedAddresses();
    const { queue } = fakeMailQueue("refuse");
    const logs = captureConsole();
    const cases = [
      { path: "/api/auth/password/forgot", known: { email: KNOWN }, unknown: { email: UNKNOWN } },
      { path: "/api/auth/confirm/resend", known: { email: PENDING }, unknown: { email: UNKNOWN } },
      { path: "/api/auth/signup", known: signupBody(KNOWN), unknown: signupBody("fresh@example.com") },
    ];
    for (const { path, known, unknown } of cases) {
      const a = await answer(await fetchWithEnv(path, { MAIL_QUEUE: queue }, json(known)));
      const b = await answer(await fetchWithEnv(path, { MAIL_QUEUE: queue }, json(unknown)));
      expect(a, path).toEqual({ status: 503, body: REFUSED, retryAfter: "30" });
      expect(b, path).toEqual(a);
    }
    // One failure line per request, with the error's name only.
    const failures = logs.events().filter((e) => e.event === "request_failed");
    expect(failures).toHaveLength(6);
    for (const failure of failures)
      expect(failure).toMatchObject({ status: 503, error: expect.stringContaining("MailQueueUnavailableError") });
    expect(logs.lines.join("\n")).not.toMatch(/example\.com|Refused Person|token=/);
  });

  it("a refused sign-up stores nothing, and signing up again once the queue is back works", async () => {
    captureConsole();
    const refused = await fetchWithEnv(
      "/api/auth/signup",
      { MAIL_QUEUE: fakeMailQueue("refuse").queue },
      json(signupBody("retry@example.com")),
    );
    expect(refused.status).toBe(503);
    expect(await count("pending_signups")).toBe(0);
    expect(await count("users")).toBe(0);
    // No "already pending" state holds the retry back.
    const retried = await fetchWithEnv("/api/auth/signup", {}, json(signupBody("retry@example.com")));
    expect(retried.status).toBe(202);
    expect(await count("pending_signups")).toBe(1);
    expect((await confirmSignup(await signupToken("retry@example.com"))).status).toBe(303);
    expect(await count("users")).toBe(1);
  });

  it("a refused reset leaves no link behind; a refused resend keeps the link already mailed working", async () => {
    await seedAddresses();
    const earlier = await signupToken(PENDING);
    captureConsole();
    const { queue } = fakeMailQueue("refuse");
    expect(
      (await fetchWithEnv("/api/auth/password/forgot", { MAIL_QUEUE: queue }, json({ email: KNOWN }))).status,
    ).toBe(503);
    expect(await count("email_tokens")).toBe(0);
    expect(
      (await fetchWithEnv("/api/auth/confirm/resend", { MAIL_QUEUE: queue }, json({ email: PENDING }))).status,
    ).toBe(503);
    expect((await confirmSignup(earlier)).status).toBe(303);

    // Once the queue is back, asking again mails a working reset link.
    expect((await fetchWithEnv("/api/auth/password/forgot", {}, json({ email: KNOWN }))).status).toBe(202);
    const mail = await lastMailTo(KNOWN, { subject: "Reset your ADRIG password" });
    expect(linkIn(mail!.text, "/reset-password?token=")).toBeTruthy();
  });

  it("the page forms show the message in the form's error, the same page for a known and an unknown address", async () => {
    await seedAddresses();
    const { queue } = fakeMailQueue("refuse");
    captureConsole();
    const pages = [
      { path: "/forgot-password", title: failureTitles.generic, fields: (email: string) => ({ email }), known: KNOWN },
      {
        path: "/login",
        title: accountFailureTitles.login,
        fields: (email: string) => ({ intent: "resend-confirmation", email }),
        known: PENDING,
      },
      {
        path: "/signup",
        title: accountFailureTitles.signup,
        fields: (email: string) => signupBody(email),
        known: KNOWN,
      },
    ];
    for (const { path, title, fields, known } of pages) {
      const a = await fetchWithEnv(path, { MAIL_QUEUE: queue }, form(fields(known)));
      const b = await fetchWithEnv(path, { MAIL_QUEUE: queue }, form(fields(UNKNOWN)));
      expect(a.status, path).toBe(503);
      expect(b.status, path).toBe(503);
      const [pageA, pageB] = [await normalisedPage(a, known), await normalisedPage(b, UNKNOWN)];
      expect(pageA, path).toContain(title);
      expect(pageA, path).toContain(errorText.mailQueueUnavailable);
      expect(pageB, path).toBe(pageA);
    }
  });

  it("the newsletter subscribe answers the same 503 for a confirmed and a new address, and the retry mails at once", async () => {
    // A confirmed subscriber, made through the real queue.
    await fetchWithEnv("/newsletter", {}, form({ email: KNOWN, source: "blog" }));
    const confirm = linkIn((await lastMailTo(KNOWN))!.text, "/newsletter/confirm?token=");
    expect((await fetchWithEnv(new URL(confirm).pathname + new URL(confirm).search, {}, form({}))).status).toBe(200);
    const { queue } = fakeMailQueue("refuse");
    captureConsole();
    const a = await fetchWithEnv("/newsletter", { MAIL_QUEUE: queue }, form({ email: KNOWN, source: "footer" }));
    const b = await fetchWithEnv(
      "/newsletter",
      { MAIL_QUEUE: queue },
      form({ email: "new.reader@example.com", source: "footer" }),
    );
    expect([a.status, b.status]).toEqual([503, 503]);
    const page = await normalisedPage(a, KNOWN);
    expect(page).toContain(errorText.mailQueueUnavailable);
    expect(await normalisedPage(b, "new.reader@example.com")).toBe(page);

    // The refused link never left, so the 10-minute limit does not hold back the retry.
    const accepted = fakeMailQueue();
    expect(
      (
        await fetchWithEnv(
          "/newsletter",
          { MAIL_QUEUE: accepted.queue },
          form({ email: "new.reader@example.com", source: "footer" }),
        )
      ).status,
    ).toBe(200);
    expect(accepted.jobs).toHaveLength(1);
    expect(mailIn(accepted.jobs[0]).subject).toBe("Confirm your subscription to ADRIG Insights");
  });
  // Contact messages keep their answer (stored, 201; the cron re-sends): contact-notification.test.ts.
});

describe("a mail queue that refuses the newsletter welcome", () => {
  const READER = "reader@example.com";

  function subscriberRow(email: string) {
    return env.DB.prepare("select * from newsletter_subscribers where email = ?")
      .bind(email)
      .first<Record<string, unknown>>();
  }

  /** Path and query of the newest confirmation link mailed to `email` (through the real queue). */
  async function confirmPath(email: string, count = 1): Promise<string> {
    const url = new URL(
      linkIn(
        (await lastMailTo(email, { subject: "Confirm your subscription to ADRIG Insights", count }))!.text,
        "/newsletter/confirm?token=",
      ),
    );
    return url.pathname + url.search;
  }

  async function subscribed(email: string): Promise<string> {
    expect((await fetchWithEnv("/newsletter", {}, form({ email, source: "blog" }))).status).toBe(200);
    return confirmPath(email);
  }

  it("answers the 503 on the confirm page, leaves the subscription pending with its link, and the same link confirms once the queue is back", async () => {
    const path = await subscribed(READER);
    const before = await subscriberRow(READER);
    expect(before).toMatchObject({ status: "pending" });
    const logs = captureConsole();

    // Without JavaScript: the confirm page again, with the queue's message in the form and the button to try again.
    const refused = await fetchWithEnv(path, { MAIL_QUEUE: fakeMailQueue("refuse").queue }, form({}));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("30");
    const page = await refused.text();
    expect(page).toContain(newsletterFailureTitles.newsletterConfirm);
    expect(page).toContain(errorText.mailQueueUnavailable);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Confirm subscription<\/button>/);
    expect(page).not.toMatch(/MailQueueUnavailableError|Queue send failed|at async|reader@/);
    // With JavaScript: the fetcher's answer carries the same message and status.
    const fetched = await fetchWithEnv(
      path.replace("/newsletter/confirm", "/newsletter/confirm.data"),
      { MAIL_QUEUE: fakeMailQueue("refuse").queue },
      form({}),
    );
    expect(fetched.status).toBe(503);
    expect(await fetched.text()).toContain(errorText.mailQueueUnavailable);

    // Exactly as before the clicks: pending, the same link and expiry, no unsubscribe token, no dates.
    expect(await subscriberRow(READER)).toEqual(before);
    const opened = await (await fetchWithEnv(path, {})).text();
    expect(opened).toContain("Confirm your subscription</h1>");
    const failures = logs.events().filter((e) => e.event === "request_failed");
    expect(failures).toHaveLength(2);
    for (const failure of failures)
      expect(failure).toMatchObject({ status: 503, error: expect.stringContaining("MailQueueUnavailableError") });
    expect(logs.lines.join("\n")).not.toMatch(/example\.com|token=/);

    // The queue is back: the same link confirms and queues one welcome, whose unsubscribe link works.
    const accepted = fakeMailQueue();
    const confirmed = await fetchWithEnv(path, { MAIL_QUEUE: accepted.queue }, form({}));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You&#x27;re subscribed.");
    expect(await subscriberRow(READER)).toMatchObject({ status: "confirmed", confirm_token_hash: null });
    expect(accepted.jobs).toHaveLength(1);
    const welcome = mailIn(accepted.jobs[0]);
    expect(welcome).toMatchObject({ to: READER, subject: "Welcome to ADRIG Insights" });
    // The link is now spent: a third click queues nothing more.
    expect((await fetchWithEnv(path, { MAIL_QUEUE: accepted.queue }, form({}))).status).toBe(400);
    expect(accepted.jobs).toHaveLength(1);
    const unsubscribe = new URL(linkIn(welcome.text, "/newsletter/unsubscribe?token="));
    expect((await fetchWithEnv(unsubscribe.pathname + unsubscribe.search, {}, form({}))).status).toBe(200);
    expect(await subscriberRow(READER)).toMatchObject({ status: "unsubscribed" });
  });

  it("an unsubscribed address that asks again stays unsubscribed, with its dates and old unsubscribe link, when its welcome is refused", async () => {
    // Subscribed, confirmed and unsubscribed through the real queue, then asking again ten minutes later.
    const first = await subscribed(READER);
    expect((await fetchWithEnv(first, {}, form({}))).status).toBe(200);
    const left = new URL(
      linkIn(
        (await lastMailTo(READER, { subject: "Welcome to ADRIG Insights" }))!.text,
        "/newsletter/unsubscribe?token=",
      ),
    );
    expect((await fetchWithEnv(left.pathname + left.search, {}, form({}))).status).toBe(200);
    await env.DB.prepare("update newsletter_subscribers set confirm_mailed_at = confirm_mailed_at - 600000").run();
    expect((await fetchWithEnv("/newsletter", {}, form({ email: READER, source: "footer" }))).status).toBe(200);
    const again = await confirmPath(READER, 2);
    const before = await subscriberRow(READER);
    expect(before).toMatchObject({
      status: "unsubscribed",
      confirmed_at: expect.any(Number),
      unsubscribed_at: expect.any(Number),
    });

    captureConsole();
    expect((await fetchWithEnv(again, { MAIL_QUEUE: fakeMailQueue("refuse").queue }, form({}))).status).toBe(503);
    expect(await subscriberRow(READER)).toEqual(before);
    // The old unsubscribe link is still known (it answers "unsubscribed", not "invalid").
    expect((await fetchWithEnv(left.pathname + left.search, {}, form({}))).status).toBe(200);

    const accepted = fakeMailQueue();
    expect((await fetchWithEnv(again, { MAIL_QUEUE: accepted.queue }, form({}))).status).toBe(200);
    expect(await subscriberRow(READER)).toMatchObject({ status: "confirmed", unsubscribed_at: null, source: "footer" });
    expect(accepted.jobs.map((j) => mailIn(j).subject)).toEqual(["Welcome to ADRIG Insights"]);
  });

  it("a confirmation that D1 cannot write queues no welcome: nothing goes to an address that is not confirmed", async () => {
    const path = await subscribed(READER);
    const before = await subscriberRow(READER);
    captureConsole();
    const accepted = fakeMailQueue();
    const res = await fetchWithEnv(
      path,
      { MAIL_QUEUE: accepted.queue, DB: failingD1(/^update "newsletter_subscribers"/) },
      form({}),
    );
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(errorText.serviceUnavailable);
    expect(accepted.jobs).toEqual([]);
    expect(await subscriberRow(READER)).toEqual(before);
  });

  it("if D1 also fails to put the row back, the answer is still the queue's 503 and the log line names no one", async () => {
    const path = await subscribed(READER);
    const logs = captureConsole();
    // Only the undo (it alone matches the row by id and the new unsubscribe token) fails.
    const db = failingD1(/"id" = \? and "newsletter_subscribers"\."unsubscribe_token_hash" = \?/);
    const res = await fetchWithEnv(path, { MAIL_QUEUE: fakeMailQueue("refuse").queue, DB: db }, form({}));
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(errorText.mailQueueUnavailable);
    expect(logs.events().map((e) => e.event)).toEqual(["mail_refusal_undo_failed", "request_failed"]);
    expect(logs.lines.join("\n")).not.toMatch(/example\.com|token=/);
  });
});

describe("decoy jobs", () => {
  it("with the queue working, an address with nothing to receive queues one decoy and still gets the usual answer", async () => {
    await seedAddresses();
    const { queue, jobs } = fakeMailQueue();
    for (const [path, body] of [
      ["/api/auth/password/forgot", { email: UNKNOWN }],
      ["/api/auth/confirm/resend", { email: UNKNOWN }],
      ["/api/auth/confirm/resend", { email: KNOWN }],
    ] as const) {
      jobs.length = 0;
      expect((await fetchWithEnv(path, { MAIL_QUEUE: queue }, json(body))).status).toBe(202);
      expect(jobs).toEqual([{ kind: "noop" }]);
    }
    // A known address queues its mail, and only that.
    jobs.length = 0;
    await fetchWithEnv("/api/auth/password/forgot", { MAIL_QUEUE: queue }, json({ email: KNOWN }));
    expect(jobs).toHaveLength(1);
    expect(mailIn(jobs[0]).to).toBe(KNOWN);
  });

  it("the consumer acknowledges a decoy without sending or logging anything, and still sends the mails beside it", async () => {
    const { queue, jobs } = fakeMailQueue();
    await fetchWithEnv("/api/auth/password/forgot", { MAIL_QUEUE: queue }, json({ email: UNKNOWN }));
    await fetchWithEnv("/api/auth/signup", { MAIL_QUEUE: queue }, json(signupBody("beside@example.com")));
    expect(jobs.map((j) => ("mail" in j ? "mail" : j.kind))).toEqual(["noop", "mail"]);
    const logs = captureConsole();

    // The local transport (the outbox): only the real mail is written.
    const outbox = await deliver(jobs);
    expect(outbox.explicitAcks.sort()).toEqual(["msg-0", "msg-1"]);
    expect(outbox.retryMessages).toEqual([]);
    expect(await count("mail_outbox")).toBe(1);
    expect((await lastMailTo("beside@example.com"))?.subject).toBe("Confirm your ADRIG account");

    // The production transport is never called for a decoy.
    const send = vi.fn(async () => {});
    const cloudflare = await deliver([{ kind: "noop" }], {
      MAIL_TRANSPORT: "cloudflare",
      EMAIL: { send } as unknown as SendEmail,
    });
    expect(cloudflare.explicitAcks).toEqual(["msg-0"]);
    expect(send).not.toHaveBeenCalled();
    expect(logs.lines).toEqual([]);
  });
});
