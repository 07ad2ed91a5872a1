import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { confirmSignup, lastMailTo, linkIn, PASSWORD, sessionCookieFrom, signUp, signupToken } from "./auth-helpers";
import { fetchPage, ORIGIN, postForm } from "./helpers";
import { seedMessages } from "./inbox-helpers";

/**
 * Confirming the address at sign-up proves it: the conversations already sent from it (verified,
 * in nobody's portal) are in the new account's /messages at once, with no "E-mail me the links"
 * round. A mailed "See the conversation" leads there through sign-up (or sign-in) and lands on
 * the thread: `redirectTo` rides through /login, /signup, the mailed link and its page.
 */

const ASHA = "asha@example.com";
const asUser = (cookie: string) => ({ headers: { Cookie: cookie } });
const inPath = (path: string) => encodeURIComponent(path);

describe("sign-up and the conversations sent from its address", () => {
  it("adds the verified ones at once, labelled as sent from the contact form; never an unverified one or another address's", async () => {
    await seedMessages([
      { id: "mine-1", email: ASHA, message: "A visitor's message with Asha's address." },
      { id: "unverified-1", email: ASHA, is_verified: 0, message: "Sent while siteverify was down." },
      { id: "other-1", email: "someone@example.com", message: "Someone else's message." },
    ]);
    await env.DB.prepare(
      "insert into conversation_claims (token_hash, conversation_id, email, expires_at, created_at) values ('h1', 'mine-1', ?, ?, ?)",
    )
      .bind(ASHA, Date.now() + 60_000, Date.now())
      .run();
    await signUp(ASHA, "Asha Raman");
    const confirmed = await confirmSignup(await signupToken(ASHA));
    expect(confirmed.status).toBe(303);
    const cookie = sessionCookieFrom(confirmed);

    const list = await (await fetchPage("/messages", asUser(cookie))).text();
    expect(list).toContain('href="/messages/mine-1"');
    expect(list).not.toContain("unverified-1");
    expect(list).not.toContain("other-1");
    expect(list).not.toContain("Not seeing a conversation?");
    const thread = await (await fetchPage("/messages/mine-1", asUser(cookie))).text();
    expect(thread).toContain("Sent from the contact form with your e-mail address.");
    const rows = await env.DB.prepare("select id, user_id, claimed_at from contact_messages order by id").all();
    expect(rows.results.map((r) => [r.id, r.user_id !== null, r.claimed_at !== null])).toEqual([
      ["mine-1", true, true],
      ["other-1", false, false],
      ["unverified-1", false, false],
    ]);
    // Its claim links are moot now.
    expect(await env.DB.prepare("select count(*) as n from conversation_claims").first("n")).toBe(0);
  });

  it("a mailed 'See the conversation' leads through /login and /signup to the thread", async () => {
    // A message sent without JavaScript and confirmed from its link: the copy links the conversation.
    await postForm("/contact", {
      name: "Asha Raman",
      email: ASHA,
      service: "data-analysis",
      message: "Our sales reports take two days every month.",
      confirmByMail: "1",
    });
    const confirmMail = await lastMailTo(ASHA, { subject: "Confirm your message to ADRIG" });
    const confirmLink = new URL(linkIn(confirmMail!.text, "/contact/confirm?token="));
    await postForm(confirmLink.pathname + confirmLink.search, {});
    const copy = await lastMailTo(ASHA, { subject: "We have your message" });
    const thread = new URL(linkIn(copy!.text, "/messages/")).pathname;

    // Signed out, the thread asks for a sign-in, and the login page offers a sign-up that returns there.
    const asked = await fetchPage(thread, { redirect: "manual" });
    expect(asked.headers.get("Location")).toBe(`/login?redirectTo=${inPath(thread)}`);
    const login = await (await fetchPage(asked.headers.get("Location")!)).text();
    expect(login).toContain(`href="/signup?redirectTo=${inPath(thread)}"`);
    const signup = await (await fetchPage(`/signup?redirectTo=${inPath(thread)}`)).text();
    expect(signup).toContain(`name="redirectTo" value="${thread}"`);

    const signedUp = await postForm("/signup", {
      name: "Asha Raman",
      email: ASHA,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      redirectTo: thread,
    });
    expect(signedUp.status).toBe(200);
    const mail = await lastMailTo(ASHA, { subject: "Confirm your ADRIG account" });
    const link = new URL(linkIn(mail!.text, "/confirm-email?token="));
    expect(link.searchParams.get("redirectTo")).toBe(thread);
    const page = await (await fetchPage(link.pathname + link.search)).text();
    expect(page).toContain(`name="redirectTo" value="${thread}"`);

    const confirmed = await postForm(link.pathname + link.search, {
      token: link.searchParams.get("token")!,
      password: PASSWORD,
      redirectTo: thread,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(thread);
    const opened = await fetchPage(thread, asUser(sessionCookieFrom(confirmed)));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Our sales reports take two days every month.");
  });

  it("never lands anywhere but this site", async () => {
    await signUp(ASHA, "Asha Raman");
    const token = await signupToken(ASHA);
    const res = await postForm(`/confirm-email?token=${token}`, {
      token,
      password: PASSWORD,
      redirectTo: "//evil.example/messages",
    });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("Location")!, ORIGIN).origin).toBe(ORIGIN);
    expect(res.headers.get("Location")).toBe("/");
  });
});
