import { env } from "cloudflare:test";
import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteSignIn } from "~/accounts/devices.server";
import { logIn } from "~/accounts/login.server";
import { MAX_FAILED_LOGINS } from "~/accounts/login-lock.server";
import { requestPasswordReset } from "~/accounts/password-reset.server";
import { createSession } from "~/accounts/session.server";
import { resendConfirmation, signUp as signUpDirect } from "~/accounts/signups.server";
import { issueLoginChallenge, MAX_CODE_FAILURES } from "~/accounts/two-step.server";
import { CLIENT_REPLIES_PER_HOUR } from "~/conversations/client-replies.server";
import { createDb } from "~/platform/db/client.server";
import { type MailJob, queuedMailer } from "~/platform/mail/queue.server";
import { RECIPIENT_CAPS } from "~/platform/mail/recipient-caps.server";
import { api, confirmedUser, count, PASSWORD, randomIp, signUp, testAccountDeps } from "./auth-helpers";
import { ORIGIN, postForm } from "./helpers";
import { seedMessages, userId } from "./inbox-helpers";
import { captureConsole, fakeMailQueue } from "./ops-fakes";

/**
 * Every limit decides in one atomic D1 step (docs/accounts-and-security.md): 20 or more requests
 * sent at once never get past a limit that one request at a time could not. Before, each limit
 * read its count, did its work, then wrote: every parallel request read the same count and passed.
 */
afterEach(() => vi.restoreAllMocks());

const PARALLEL = 24;
const statuses = (responses: Response[]) => responses.map((r) => r.status);
const howMany = (list: number[], status: number) => list.filter((s) => s === status).length;
/** Limiters that let everything through, so the D1 limit under test is the only one. */
const open = { limit: async () => ({ success: true }) } as unknown as RateLimit;
const kindOf = (job: MailJob) => ("mail" in job ? "mail" : "decoy");

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

describe("two-step codes", () => {
  it(`checks at most ${MAX_CODE_FAILURES} wrong codes for a login step, whatever arrives at once from 2 IPs`, async () => {
    captureConsole();
    await confirmedUser("codes@example.com");
    const id = await userId("codes@example.com");
    const secret = encodeBase32UpperCaseNoPadding(new Uint8Array(20).fill(7));
    await env.DB.prepare("insert into two_step_secrets (user_id, secret, enabled_at) values (?, ?, ?)")
      .bind(id, secret, Date.now())
      .run();
    const challenge = await issueLoginChallenge(createDb(env.DB), id, new Date());
    const ips = ["10.61.0.1", "10.61.0.2"];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api("/api/auth/login/code", { challenge, code: String(100000 + i) }, { ip: ips[i % 2] }),
      ),
    );
    const codes = answers.map((a) => a.res.status);
    expect(howMany(codes, 400)).toBeLessThanOrEqual(MAX_CODE_FAILURES);
    expect(howMany(codes, 400) + howMany(codes, 429)).toBe(40);
    expect(await count("code_failures")).toBeLessThanOrEqual(MAX_CODE_FAILURES);
  });
});

describe("the password lock", () => {
  it(`checks at most ${MAX_FAILED_LOGINS} wrong passwords for one address when ${PARALLEL} logins arrive at once`, async () => {
    captureConsole();
    await confirmedUser("locked@example.com");
    const { deps } = testAccountDeps();
    const unlimited = { ...deps, limits: { ...deps.limits, loginIp: open, loginEmail: open } };
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        statusOf(() => logIn(unlimited, { email: "locked@example.com", password: `wrong password ${i}` }, randomIp())),
      ),
    );
    expect(howMany(results, 401)).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(howMany(results, 401) + howMany(results, 429)).toBe(PARALLEL);
    expect(await count("login_failures")).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    // Locked now, even for the right password.
    expect(
      await statusOf(() => logIn(unlimited, { email: "locked@example.com", password: PASSWORD }, randomIp())),
    ).toBe(429);
  });

  it("a right password in the same burst is not counted as a failure", async () => {
    captureConsole();
    await confirmedUser("mixed@example.com");
    const { deps } = testAccountDeps();
    const unlimited = { ...deps, limits: { ...deps.limits, loginIp: open, loginEmail: open } };
    const right = await statusOf(() =>
      logIn(unlimited, { email: "mixed@example.com", password: PASSWORD }, randomIp()),
    );
    expect(right).toBe(200);
    expect(await count("login_failures")).toBe(0);
  });

  it(`checks at most ${MAX_FAILED_LOGINS} wrong current passwords on /account, sent at once`, async () => {
    captureConsole();
    const { cookie } = await confirmedUser("current@example.com");
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        postForm(
          "/account",
          {
            intent: "password",
            currentPassword: `not it ${i}`,
            password: "a brand new one",
            confirmPassword: "a brand new one",
          },
          { headers: { Cookie: cookie } },
        ),
      ),
    );
    const codes = statuses(answers);
    expect(howMany(codes, 400)).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(howMany(codes, 400) + howMany(codes, 429)).toBe(PARALLEL);
    expect(await count("login_failures")).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
  });
});

describe("per-recipient mail caps", () => {
  const VICTIM = "parallel.victim@example.com";

  async function burst(run: (deps: ReturnType<typeof testAccountDeps>["deps"]) => Promise<unknown>) {
    const { queue, jobs } = fakeMailQueue();
    const { deps } = testAccountDeps({ mailer: queuedMailer(queue) });
    const unlimited = { ...deps, limits: { ...deps.limits, signup: open, reset: open, loginIp: open } };
    await Promise.all(Array.from({ length: PARALLEL }, () => run(unlimited).catch(() => undefined)));
    return jobs.map(kindOf);
  }

  it(`sign-up: at most ${RECIPIENT_CAPS.perHour} mails an hour to one address from ${PARALLEL} requests at once`, async () => {
    captureConsole();
    const sent = await burst((deps) =>
      signUpDirect(
        deps,
        { name: "Flood Person", email: VICTIM, password: PASSWORD, confirmPassword: PASSWORD },
        randomIp(),
      ),
    );
    expect(sent.filter((k) => k === "mail")).toHaveLength(RECIPIENT_CAPS.perHour);
  });

  it("forgot-password and resend-confirmation alike", async () => {
    captureConsole();
    await confirmedUser(VICTIM);
    const resets = await burst((deps) => requestPasswordReset(deps, VICTIM, randomIp()));
    expect(resets.filter((k) => k === "mail")).toHaveLength(RECIPIENT_CAPS.perHour);
    await signUp("pending.victim@example.com");
    const resends = await burst((deps) => resendConfirmation(deps, "pending.victim@example.com", randomIp()));
    expect(resends.filter((k) => k === "mail")).toHaveLength(RECIPIENT_CAPS.perHour);
  });

  it(`new-sign-in notices: ${PARALLEL} sign-ins from new browsers at once mail the owner ${RECIPIENT_CAPS.perHour} times`, async () => {
    captureConsole();
    await confirmedUser(VICTIM);
    const id = await userId(VICTIM);
    const { queue, jobs } = fakeMailQueue();
    const { deps } = testAccountDeps({ mailer: queuedMailer(queue) });
    const user = { id, email: VICTIM, name: "Asha Raman" };
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const session = await createSession(deps.db, id, new Date(), "passkey");
        // No device cookie: each is a browser the account has never seen.
        await noteSignIn(deps, new Request(ORIGIN), { user, sessionToken: session.token, notify: true }, false);
      }),
    );
    const notices = jobs.filter((j) => "mail" in j && j.mail.subject === "New sign-in to your ADRIG account");
    expect(notices).toHaveLength(RECIPIENT_CAPS.perHour);
  });
});

describe("answers to one conversation", () => {
  it(`stores at most ${CLIENT_REPLIES_PER_HOUR} answers an hour when ${PARALLEL + 6} arrive at once`, async () => {
    captureConsole();
    const { cookie } = await confirmedUser("answers@example.com", "Deepa Rao");
    await seedMessages([{ id: "m1", email: "answers@example.com", user_id: await userId("answers@example.com") }]);
    await env.DB.prepare(
      "insert into conversation_entries (id, message_id, author, staff_name, body, created_at) values ('e0', 'm1', 'staff', 'Meera', 'Our reply.', ?)",
    )
      .bind(Date.now() - 1000)
      .run();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL + 6 }, (_, i) =>
        api("/api/contact/messages/m1/answers", { answer: `Answer number ${i} with enough text.` }, { cookie }),
      ),
    );
    const codes = answers.map((a) => a.res.status);
    expect(howMany(codes, 201)).toBe(CLIENT_REPLIES_PER_HOUR);
    expect(howMany(codes, 429)).toBe(PARALLEL + 6 - CLIENT_REPLIES_PER_HOUR);
    const stored = await env.DB.prepare(
      "select count(*) as n from conversation_entries where message_id = 'm1' and author = 'client'",
    ).first<number>("n");
    expect(stored).toBe(CLIENT_REPLIES_PER_HOUR);
  });
});
