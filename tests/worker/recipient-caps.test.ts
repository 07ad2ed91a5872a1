import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountCappedMails } from "~/accounts/mails.server";
import { requestPasswordReset } from "~/accounts/password-reset.server";
import { resendConfirmation, signUp as signUpDirect } from "~/accounts/signups.server";
import { bookingCappedMails } from "~/bookings/mails.server";
import { conversationCappedMails } from "~/conversations/mails.server";
import { newsletterDeps } from "~/newsletter/deps.server";
import { newsletterCappedMails } from "~/newsletter/mails.server";
import { subscribe } from "~/newsletter/subscribers.server";
import { createDb } from "~/platform/db/client.server";
import { type MailJob, queuedMailer } from "~/platform/mail/queue.server";
import {
  type CappedMailKind,
  cappedMailKinds,
  claimRecipientMail,
  declaredCappedMailKinds,
  RECIPIENT_CAPS,
} from "~/platform/mail/recipient-caps.server";
import { confirmedUser, count, PASSWORD, randomIp, signUp, testAccountDeps } from "./auth-helpers";
import { ORIGIN } from "./helpers";
import { captureConsole, fakeMailQueue } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

/**
 * Mail bombing: whatever the source address, one e-mail address gets at most 3 mails of a kind an
 * hour and 10 a day from sign-up, forgot-password, resend-confirmation and newsletter subscribe.
 * Past a cap the answer is the same (status and body), a decoy is queued as for an unknown
 * address, nothing is sent, and the log line carries the kind, never the address.
 */
afterEach(() => vi.restoreAllMocks());

const VICTIM = "victim@example.com";
const HOUR = 60 * 60 * 1000;

function post(body: Record<string, string>, json = true): RequestInit {
  return {
    method: "POST",
    headers: {
      "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "CF-Connecting-IP": randomIp(),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
    redirect: "manual",
  };
}

const kindOf = (job: MailJob) => ("mail" in job ? "mail" : "decoy");

/** Sends `times` requests from different IPs through the built Worker; what each answered and queued. */
async function flood(path: string, body: Record<string, string>, times: number, json = true) {
  const { queue, jobs } = fakeMailQueue();
  const answers: string[] = [];
  for (let i = 0; i < times; i++) {
    const res = await fetchWithEnv(path, { MAIL_QUEUE: queue }, post(body, json));
    answers.push(`${res.status} ${json ? await res.text() : res.headers.get("Location")}`);
  }
  return { answers, queued: jobs.map(kindOf), jobs };
}

describe("per-recipient mail caps through the Worker", () => {
  it("a fourth sign-up for one address within the hour answers alike and sends nothing", async () => {
    const logs = captureConsole();
    const body = { name: "Flood Person", email: VICTIM, password: PASSWORD, confirmPassword: PASSWORD };
    const { answers, queued } = await flood("/api/auth/signup", body, 5);
    expect(new Set(answers).size).toBe(1);
    expect(queued).toEqual(["mail", "mail", "mail", "decoy", "decoy"]);
    // Nothing was stored for the capped requests either: no link nobody received.
    expect(await count("pending_signups")).toBe(3);
    const capped = logs.events().filter((e) => e.event === "recipient_cap_reached");
    expect(capped).toEqual([
      { level: "warn", event: "recipient_cap_reached", kind: "signup" },
      { level: "warn", event: "recipient_cap_reached", kind: "signup" },
    ]);
    expect(logs.lines.join("\n")).not.toContain(VICTIM);
  });

  it("the 'already have an account' notice counts as a sign-up mail", async () => {
    // The account's own sign-up was the first sign-up mail to the address this hour.
    await confirmedUser(VICTIM);
    const body = { name: "Flood Person", email: VICTIM, password: PASSWORD, confirmPassword: PASSWORD };
    const { answers, queued, jobs } = await flood("/signup", body, 3, false);
    // The page answers "Check your inbox" on itself (no redirect), alike for every request.
    expect(new Set(answers)).toEqual(new Set(["200 null"]));
    expect(queued).toEqual(["mail", "mail", "decoy"]);
    expect(jobs.every((j) => !("mail" in j) || j.mail.subject === "You already have an ADRIG account")).toBe(true);
  });

  it("forgot-password: three reset links an hour, then the same answer and none", async () => {
    captureConsole();
    await confirmedUser(VICTIM);
    const { answers, queued } = await flood("/api/auth/password/forgot", { email: VICTIM }, 4);
    expect(new Set(answers).size).toBe(1);
    expect(queued).toEqual(["mail", "mail", "mail", "decoy"]);
    const tokens = await env.DB.prepare("select count(*) as n from email_tokens where purpose = 'reset'").first<{
      n: number;
    }>();
    // Each new link ends the earlier unused one; the capped request issued none.
    expect(tokens?.n).toBe(1);
  });

  it("resend-confirmation: three an hour, then the same answer and none", async () => {
    captureConsole();
    await signUp(VICTIM);
    const before = await env.DB.prepare("select token_hash from pending_signups").first<{ token_hash: string }>();
    const { answers, queued } = await flood("/api/auth/confirm/resend", { email: VICTIM }, 4);
    expect(new Set(answers).size).toBe(1);
    expect(queued).toEqual(["mail", "mail", "mail", "decoy"]);
    const after = await env.DB.prepare("select token_hash from pending_signups").first<{ token_hash: string }>();
    expect(after?.token_hash).not.toBe(before?.token_hash);
  });

  it("newsletter: the 10-minute rule and the caps together, then the same answer and no link", async () => {
    captureConsole();
    const { queue, jobs } = fakeMailQueue();
    const deps = { ...newsletterDeps(env, new Request(ORIGIN)), mailer: queuedMailer(queue) };
    const start = Date.now();
    // One request every 11 minutes: each is due under the 10-minute rule; the fourth meets the cap.
    for (let i = 0; i < 4; i++) {
      await subscribe(
        { ...deps, now: () => new Date(start + i * 11 * 60 * 1000) },
        { email: VICTIM, source: "blog" },
        randomIp(),
      );
    }
    expect(jobs.map(kindOf)).toEqual(["mail", "mail", "mail", "decoy"]);
    // The row keeps the third link: the capped request did not replace it with one nobody got.
    const row = await env.DB.prepare("select confirm_mailed_at from newsletter_subscribers").first<{
      confirm_mailed_at: number;
    }>();
    expect(row?.confirm_mailed_at).toBe(start + 2 * 11 * 60 * 1000);
    // An hour after the first, a slot is free again.
    await subscribe(
      { ...deps, now: () => new Date(start + HOUR + 60_000) },
      { email: VICTIM, source: "blog" },
      randomIp(),
    );
    expect(jobs.map(kindOf)).toEqual(["mail", "mail", "mail", "decoy", "mail"]);
  });
});

describe("per-recipient mail caps over a day", () => {
  it(`sends at most ${RECIPIENT_CAPS.perDay} reset links a day, even one an hour`, async () => {
    captureConsole();
    await confirmedUser(VICTIM);
    const { queue, jobs } = fakeMailQueue();
    const { deps } = testAccountDeps({ mailer: queuedMailer(queue) });
    const open = { limit: async () => ({ success: true }) } as unknown as RateLimit;
    const start = Date.now();
    for (let hour = 0; hour < 12; hour++) {
      await requestPasswordReset(
        { ...deps, limits: { ...deps.limits, reset: open }, now: () => new Date(start + hour * HOUR + 1000) },
        VICTIM,
        randomIp(),
      );
    }
    expect(jobs.map(kindOf)).toEqual([...Array(10).fill("mail"), "decoy", "decoy"]);
    // A day after the first, the first slot is free again.
    await requestPasswordReset(
      { ...deps, limits: { ...deps.limits, reset: open }, now: () => new Date(start + 24 * HOUR + 2000) },
      VICTIM,
      randomIp(),
    );
    expect(kindOf(jobs.at(-1)!)).toBe("mail");
  });

  it("counts each kind on its own: a capped sign-up does not hold back a reset", async () => {
    captureConsole();
    const { queue, jobs } = fakeMailQueue();
    const { deps } = testAccountDeps({ mailer: queuedMailer(queue) });
    const open = { limit: async () => ({ success: true }) } as unknown as RateLimit;
    const unlimited = { ...deps, limits: { ...deps.limits, signup: open, reset: open } };
    for (let i = 0; i < 4; i++)
      await signUpDirect(
        unlimited,
        { name: "Kind Person", email: VICTIM, password: PASSWORD, confirmPassword: PASSWORD },
        randomIp(),
      );
    await resendConfirmation(unlimited, VICTIM, randomIp());
    expect(jobs.map(kindOf)).toEqual(["mail", "mail", "mail", "decoy", "mail"]);
  });

  it("gives the slot back when the queue refuses the mail", async () => {
    captureConsole();
    const refusing = fakeMailQueue("refuse");
    const { deps } = testAccountDeps({ mailer: queuedMailer(refusing.queue) });
    const open = { limit: async () => ({ success: true }) } as unknown as RateLimit;
    const unlimited = { ...deps, limits: { ...deps.limits, signup: open } };
    for (let i = 0; i < 5; i++) {
      await expect(
        signUpDirect(
          unlimited,
          { name: "Refused", email: VICTIM, password: PASSWORD, confirmPassword: PASSWORD },
          randomIp(),
        ),
      ).rejects.toThrow();
    }
    expect(await count("capped_mails")).toBe(0);
  });
});

describe("the capped kinds are the domains' own", () => {
  it("each domain declares its kinds beside its mails; together they are every kind stored", () => {
    const declared = Object.fromEntries(declaredCappedMailKinds());
    expect(declared).toEqual({
      signup: "accounts",
      reset: "accounts",
      resend: "accounts",
      "sign-in": "accounts",
      "email-change": "accounts",
      claim: "conversations",
      "contact-confirm": "conversations",
      "contact-copy": "conversations",
      subscribe: "newsletter",
      "booking-confirmation": "bookings",
      "booking-moved": "bookings",
      "booking-cancelled": "bookings",
      "booking-confirm": "bookings",
    });
    // Each domain's declaration hands back its kinds as stored.
    expect(accountCappedMails.signIn).toBe("sign-in");
    expect(conversationCappedMails.contactCopy).toBe("contact-copy");
    expect(newsletterCappedMails.subscribe).toBe("subscribe");
    expect(bookingCappedMails.confirmLink).toBe("booking-confirm");
  });

  it("a kind another domain declared is refused when the module loads; its owner may declare it again", () => {
    expect(() => cappedMailKinds("newsletter", { signup: "signup" })).toThrow(
      'The capped mail kind "signup" is declared by both accounts and newsletter',
    );
    expect(() => cappedMailKinds("accounts", { signup: "signup" })).not.toThrow();
  });

  it("a kind nobody declared is never counted", async () => {
    const undeclared = "never-declared" as CappedMailKind;
    await expect(claimRecipientMail(createDb(env.DB), undeclared, VICTIM, new Date())).rejects.toThrow(
      'The capped mail kind "never-declared" was never declared',
    );
    expect(await count("capped_mails")).toBe(0);
  });
});
