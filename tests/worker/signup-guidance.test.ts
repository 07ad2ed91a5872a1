import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkMailText } from "~/accounts/check-mail";
import { accountErrorText } from "~/accounts/texts";
import type { MailJob } from "~/platform/mail/queue.server";
import { RECIPIENT_CAPS } from "~/platform/mail/recipient-caps.server";
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
import { ORIGIN, postForm } from "./helpers";
import { captureConsole, fakeMailQueue } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

/**
 * Sign-up that guides (docs/accounts-and-security.md): the form ends on "Check your inbox" with
 * the address, "Resend the link" and "Wrong address? Start again", the same panel and answer for
 * a new address, an existing account and a pending sign-up; the resend is under the
 * per-recipient caps; an unconfirmed login offers the same resend, with and without JavaScript.
 */
afterEach(() => vi.restoreAllMocks());

const signupFields = (email: string) => ({
  name: "Kavya Sundaram",
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

/** The page without what differs by request (the CSP nonce) or by address, and without React's text separators. */
async function normalised(res: Response, email: string): Promise<string> {
  return textOf(await res.text())
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replaceAll(email, "ADDRESS");
}

const textOf = (html: string) => html.replaceAll("<!-- -->", "");

/** The names of the cookies an answer sets. */
const cookieNames = (res: Response) => res.headers.getSetCookie().map((c) => c.split("=")[0]);

/** A form post to the built Worker with the mail queue replaced, from its own address. */
function formPost(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "CF-Connecting-IP": randomIp(),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  };
}

const kindOf = (job: MailJob) => ("mail" in job ? "mail" : "decoy");

describe('"Check your inbox" after signing up', () => {
  it("is the same page for a new address, an existing account and a pending sign-up", async () => {
    const existing = "existing@example.com";
    const pending = "pending@example.com";
    const fresh = "fresh@example.com";
    await confirmedUser(existing);
    await signUp(pending);
    await lastMailTo(pending);
    const pages: string[] = [];
    const cookies = new Set<string>();
    for (const email of [fresh, existing, pending]) {
      const res = await postForm("/signup", signupFields(email));
      expect(res.status, email).toBe(200);
      expect(res.headers.get("Location")).toBeNull();
      // No session and no flash: nothing is signed in, nothing waits for another page.
      expect(cookieNames(res)).not.toContain("adrig_session");
      expect(cookieNames(res)).not.toContain("flash");
      cookies.add(cookieNames(res).join());
      const html = textOf(await res.text());
      expect(html).toContain(`>${checkMailText.title}</h2>`);
      expect(html).toMatch(new RegExp(`${checkMailText.sentTo} <strong[^>]*>${email}</strong>`));
      expect(html).toContain(checkMailText.resend);
      expect(html).toContain(checkMailText.startAgain.replace("'", "&#x27;"));
      // The sign-up form is gone: the panel replaces it.
      expect(html).not.toContain('name="confirmPassword"');
      pages.push(html.replace(/nonce="[^"]*"/g, 'nonce=""').replaceAll(email, "ADDRESS"));
    }
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
    expect(cookies.size).toBe(1);
    // Behind the same answer: a new pending sign-up each for the new and the pending address, a
    // notice for the account.
    expect(await count("pending_signups")).toBe(3);
    expect(await lastMailTo(existing, { subject: "You already have an ADRIG account" })).not.toBeNull();
  });

  it("answers a fetcher (.data) the same way for every address", async () => {
    await confirmedUser("known@example.com");
    const a = await postForm("/signup.data", signupFields("known@example.com"));
    const b = await postForm("/signup.data", signupFields("unknown@example.com"));
    expect([a.status, b.status]).toEqual([200, 200]);
    const [bodyA, bodyB] = [await normalised(a, "known@example.com"), await normalised(b, "unknown@example.com")];
    expect(bodyA).toContain("check_inbox");
    expect(bodyB).toBe(bodyA);
  });

  it("links 'Wrong address? Start again' to an empty sign-up form", async () => {
    const res = await postForm("/signup", signupFields("typo@exmaple.com"));
    expect(textOf(await res.text())).toMatch(/<a href="\/signup"[^>]*>Wrong address\? Start again<\/a>/);
    const again = await (await fetchWithEnv("/signup", {})).text();
    expect(again).toContain('name="confirmPassword"');
    expect(again).not.toContain("typo@exmaple.com");
  });

  it("keeps the form with the field's message for a refused sign-up", async () => {
    const res = await postForm("/signup", { ...signupFields("short@example.com"), name: "K" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).not.toContain(checkMailText.title);
    expect(html).toContain("Name must be at least 2 characters");
  });
});

describe('"Resend the link" on the panel', () => {
  it(`queues at most ${RECIPIENT_CAPS.perHour} mails an hour to the address, with one answer for every request`, async () => {
    const logs = captureConsole();
    await signUp("waiting@example.com");
    await lastMailTo("waiting@example.com");
    const { queue, jobs } = fakeMailQueue();
    const answers = new Set<string>();
    for (let i = 0; i < RECIPIENT_CAPS.perHour + 2; i++) {
      const res = await fetchWithEnv(
        "/signup",
        { MAIL_QUEUE: queue },
        formPost({ intent: "resend-confirmation", email: "waiting@example.com" }),
      );
      expect(res.status).toBe(200);
      const html = await normalised(res, "waiting@example.com");
      expect(html).toContain(checkMailText.resent);
      expect(html).toContain(`${checkMailText.sentTo} <strong`);
      answers.add(html);
    }
    expect(answers.size).toBe(1);
    expect(jobs.map(kindOf)).toEqual(["mail", "mail", "mail", "decoy", "decoy"]);
    expect(jobs.filter((j) => "mail" in j).every((j) => "mail" in j && j.mail.to === "waiting@example.com")).toBe(true);
    expect(logs.lines.join("\n")).not.toContain("waiting@example.com");
  });

  it("answers the same for an existing account and an unknown address, and mails neither", async () => {
    captureConsole();
    await confirmedUser("has-account@example.com");
    const { queue, jobs } = fakeMailQueue();
    const resend = (email: string) =>
      fetchWithEnv("/signup", { MAIL_QUEUE: queue }, formPost({ intent: "resend-confirmation", email }));
    const a = await normalised(await resend("has-account@example.com"), "has-account@example.com");
    const b = await normalised(await resend("nobody@example.com"), "nobody@example.com");
    expect(b).toBe(a);
    expect(jobs.map(kindOf)).toEqual(["decoy", "decoy"]);
  });

  it("sends a new link that confirms the sign-up; the earlier link stops working", async () => {
    await signUp("again@example.com");
    const earlier = await signupToken("again@example.com");
    const res = await postForm("/signup", { intent: "resend-confirmation", email: "again@example.com" });
    expect(res.status).toBe(200);
    const second = await lastMailTo("again@example.com", { count: 2 });
    expect(second?.subject).toBe("Confirm your ADRIG account");
    const newer = new URL(linkIn(second!.text, "/confirm-email?token=")).searchParams.get("token")!;
    expect(newer).not.toBe(earlier);
    expect((await confirmSignup(earlier)).status).toBe(400);
    expect((await confirmSignup(newer)).status).toBe(303);
  });

  it("shows a refusal (an address that is not one) on the form, never a 5xx", async () => {
    const res = await postForm("/signup", { intent: "resend-confirmation", email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Invalid email address");
  });
});

describe("logging in before confirming", () => {
  it("offers 'Resend the link' right there without JavaScript, and answers it on the same page", async () => {
    await signUp("early@example.com");
    await lastMailTo("early@example.com");
    const refused = await postForm("/login", { email: "early@example.com", password: PASSWORD });
    expect(refused.status).toBe(403);
    const html = textOf(await refused.text());
    expect(html).toContain(accountErrorText.emailNotConfirmed);
    const resendForm =
      /<form[^>]*action="\/login"[^>]*>(?:(?!<\/form>).)*resend-confirmation(?:(?!<\/form>).)*<\/form>/s.exec(
        html,
      )?.[0];
    expect(resendForm).toContain('name="email" value="early@example.com"');
    expect(resendForm).toContain(checkMailText.resend);

    const resent = await postForm("/login", { intent: "resend-confirmation", email: "early@example.com" });
    expect(resent.status).toBe(200);
    const after = textOf(await resent.text());
    expect(after).toContain(checkMailText.notConfirmed);
    expect(after).toContain(checkMailText.resent);
    expect(await lastMailTo("early@example.com", { count: 2 })).not.toBeNull();
    const mails = await env.DB.prepare(
      "select count(*) as n from mail_outbox where \"to\" = 'early@example.com'",
    ).first<{
      n: number;
    }>();
    expect(mails?.n).toBe(2);
  });
});
