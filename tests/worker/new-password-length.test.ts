import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hashPassword } from "~/accounts/password.server";
import { hashToken } from "~/platform/tokens.server";
import {
  api,
  confirmedUser,
  confirmItsYou,
  confirmSignup,
  count,
  lastMailTo,
  linkIn,
  PASSWORD,
  sessionCookieFrom,
  signUp,
  signupToken,
} from "./auth-helpers";
import { fetchPage, postForm } from "./helpers";

/**
 * New passwords are at least 8 characters (OWASP ASVS 5.0 V6.2.1), on every path that sets one:
 * sign-up, reset and change, on the pages and in the API, with the one message. Signing in keeps
 * the 6-character check, so an account made when 6 was the rule still signs in, and a sign-up
 * waiting with such a password still confirms.
 */

const SHORT = "Password must be at least 8 characters";
const SEVEN = "abcdefg";
const EIGHT = "abcdefgh";
/** A password from the days of the 6-character rule. */
const OLD_SIX = "kiwi42";

const as = (cookie: string) => ({ headers: { Cookie: cookie } });

/** The page's error beside the password field (the form's message, escaped as React writes it). */
const pageSays = (html: string, message: string) =>
  expect(html).toMatch(new RegExp(`-error" class="[^"]*">${message}</p>`));

/** A reset token for `email`, from the mailed link. */
async function resetToken(email: string): Promise<string> {
  await api("/api/auth/password/forgot", { email });
  const mail = await lastMailTo(email, { subject: "Reset your ADRIG password" });
  return new URL(linkIn(mail!.text, "/reset-password?token=")).searchParams.get("token")!;
}

const storedHash = async (email: string) =>
  (await env.DB.prepare("select password_hash from users where email = ?").bind(email).first<string>("password_hash"))!;

describe("a new password of 7 characters is refused", () => {
  it("sign-up: the API and the page, with the exact message and nothing stored or mailed", async () => {
    const fields = { name: "Asha Raman", email: "seven@example.com", password: SEVEN, confirmPassword: SEVEN };
    const { res, json } = await api("/api/auth/signup", fields);
    expect(res.status).toBe(400);
    expect(json.error).toBe(SHORT);
    expect(json.fieldErrors).toEqual({ password: SHORT });
    const page = await postForm("/signup", fields);
    expect(page.status).toBe(400);
    pageSays(await page.text(), SHORT);
    expect(await count("pending_signups")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
    // Eight is enough.
    expect((await signUp("eight@example.com", "Asha Raman", EIGHT)).res.status).toBe(202);
  });

  it("reset: the API and the page refuse it and leave the link unspent and the password unchanged", async () => {
    const email = "reset-seven@example.com";
    await confirmedUser(email);
    const before = await storedHash(email);
    const token = await resetToken(email);
    const { res, json } = await api("/api/auth/password/reset", { token, password: SEVEN, confirmPassword: SEVEN });
    expect(res.status).toBe(400);
    expect(json.error).toBe(SHORT);
    const page = await postForm(`/reset-password?token=${token}`, { token, password: SEVEN, confirmPassword: SEVEN });
    expect(page.status).toBe(400);
    pageSays(await page.text(), SHORT);
    expect(await storedHash(email)).toBe(before);
    const { res: ok } = await api("/api/auth/password/reset", { token, password: EIGHT, confirmPassword: EIGHT });
    expect(ok.status).toBe(200);
  });

  it("change on /account: refused with the message, the password unchanged", async () => {
    const email = "change-seven@example.com";
    const { cookie } = await confirmedUser(email);
    await confirmItsYou(cookie);
    const before = await storedHash(email);
    const change = (password: string) =>
      postForm(
        "/account",
        { intent: "password", currentPassword: PASSWORD, password, confirmPassword: password },
        as(cookie),
      );
    const refused = await change(SEVEN);
    expect(refused.status).toBe(400);
    pageSays(await refused.text(), SHORT);
    expect(await storedHash(email)).toBe(before);
    expect((await change(EIGHT)).status).toBe(303);
  });

  it("the forms that take a new password ask for 8 in the browser too; the login form keeps 6", async () => {
    const minOf = (html: string) => /<input[^>]*name="password"[^>]*>/.exec(html)?.[0].match(/minLength="(\d+)"/i)?.[1];
    expect(minOf(await (await fetchPage("/signup")).text())).toBe("8");
    const email = "forms@example.com";
    const { cookie } = await confirmedUser(email);
    await confirmItsYou(cookie);
    const account = await (await fetchPage("/account", as(cookie))).text();
    expect(minOf(account)).toBe("8");
    expect(account).toContain("At least 8 characters.");
    const token = await resetToken(email);
    expect(minOf(await (await fetchPage(`/reset-password?token=${token}`)).text())).toBe("8");
    expect(minOf(await (await fetchPage("/login")).text())).toBeUndefined();
  });
});

describe("an older short password still signs in", () => {
  it("an account whose password has 6 characters signs in on /login and through the API", async () => {
    const email = "old-six@example.com";
    await confirmedUser(email);
    await env.DB.prepare("update users set password_hash = ? where email = ?")
      .bind(await hashPassword(OLD_SIX), email)
      .run();
    const page = await postForm("/login", { email, password: OLD_SIX });
    expect(page.status).toBe(303);
    expect(sessionCookieFrom(page)).toBeTruthy();
    const { res } = await api("/api/auth/login", { email, password: OLD_SIX });
    expect(res.status).toBe(200);
    // Five is refused before any hash is checked, as before.
    const { json } = await api("/api/auth/login", { email, password: "kiwi4" });
    expect(json.error).toBe("Password must be at least 6 characters");
  });

  it("a sign-up waiting with a 7-character password still confirms with it", async () => {
    const email = "pending-seven@example.com";
    await signUp(email);
    const token = await signupToken(email);
    await env.DB.prepare("update pending_signups set password_hash = ? where token_hash = ?")
      .bind(await hashPassword(SEVEN), hashToken(token))
      .run();
    const confirmed = await confirmSignup(token, SEVEN);
    expect(confirmed.status).toBe(303);
    expect(await count("users")).toBe(1);
  });
});
