import { env, SELF } from "cloudflare:test";
import { type AccountDeps, accountDeps } from "~/accounts/deps.server";
import { ORIGIN, postForm } from "./helpers";

export type Json = Record<string, unknown>;

export async function api(path: string, body: unknown, init: { ip?: string; cookie?: string; origin?: string } = {}) {
  const headers = new Headers({ "Content-Type": "application/json", Origin: init.origin ?? ORIGIN });
  headers.set("CF-Connecting-IP", init.ip ?? randomIp());
  if (init.cookie) headers.set("Cookie", init.cookie);
  const res = await SELF.fetch(new URL(path, ORIGIN), {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    redirect: "manual",
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {}
  return { res, json };
}

export function randomIp(): string {
  const b = () => Math.floor(Math.random() * 254) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

export const PASSWORD = "correct horse battery";

export async function signUp(email: string, name = "Asha Raman", password = PASSWORD) {
  return api("/api/auth/signup", { name, email, password, confirmPassword: password });
}

type OutboxRow = {
  subject: string;
  text: string;
  html: string;
  to: string;
  from: string;
  reply_to: string | null;
  headers: string | null;
};

function newestMailTo(email: string) {
  return env.DB.prepare('select * from mail_outbox where "to" = ? order by created_at desc, rowid desc limit 1')
    .bind(email)
    .first<OutboxRow>();
}

/**
 * The newest mail to `email` (with that subject, if given) once at least `count` such mails are
 * in the outbox, or null after the timeout: mail is queued after the answer and written by the
 * queue's consumer a moment later.
 */
export async function lastMailTo(
  email: string,
  { subject, count = 1, timeoutMs = 3000 }: { subject?: string; count?: number; timeoutMs?: number } = {},
): Promise<OutboxRow | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { results } = await env.DB.prepare(
      'select * from mail_outbox where "to" = ?1 and (?2 is null or subject = ?2) order by created_at desc, rowid desc',
    )
      .bind(email, subject ?? null)
      .all<OutboxRow>();
    if (results.length >= count || Date.now() > deadline) return results[0] ?? null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until a mail to `email` other than `previous` arrives (a re-sent link, say). */
export async function nextMailTo(email: string, previous: OutboxRow | null): Promise<OutboxRow> {
  for (let waited = 0; waited < 3000; waited += 25) {
    const mail = await newestMailTo(email);
    if (mail && mail.text !== previous?.text) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no new mail to ${email}`);
}

/** The account modules' real dependencies (the real queue among them), some replaced by the test. */
export function testAccountDeps(overrides: Partial<AccountDeps> = {}) {
  return { deps: { ...accountDeps(env, new Request(ORIGIN)), ...overrides } };
}

export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace("?", "\\?")}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return match[0];
}

/** The value for a Cookie header from a response's Set-Cookie (name=value of the session cookie). */
export function sessionCookieFrom(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("adrig_session="));
  if (!cookie) throw new Error("no session cookie set");
  return cookie.split(";")[0]!;
}

/** The token of the newest sign-up link mailed to `email`. */
export async function signupToken(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(linkIn(mail.text, "/confirm-email?token=")).searchParams.get("token")!;
}

/** Posts the confirmation page's form: the link's token and the sign-up's password. */
export function confirmSignup(token: string, password = PASSWORD, init: RequestInit = {}) {
  return postForm(`/confirm-email?token=${encodeURIComponent(token)}`, { token, password }, init);
}

/** Signs up and confirms through the e-mailed link with the password; returns the session cookie. */
export async function confirmedUser(email: string, name = "Asha Raman", password = PASSWORD) {
  await signUp(email, name, password);
  const res = await confirmSignup(await signupToken(email), password);
  return { cookie: sessionCookieFrom(res), res };
}

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Sends attempts until one answers 429. The limiters count in fixed 60-second windows, so a run
 * that straddles a window boundary may need up to twice the limit; it must never need more.
 */
export async function attemptsUntilLimited(limit: number, attempt: (i: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < limit * 2 + 1; i++) {
    const res = await attempt(i);
    statuses.push(res.status);
    if (res.status === 429) return { statuses, limited: res, allowed: i };
  }
  throw new Error(`never limited after ${statuses.length} attempts: ${statuses.join(",")}`);
}

/**
 * "Confirm it's you" on /account (or `path`): security changes are open for 10 minutes. With the
 * password alone, as an account without a second factor does, or with the password and `code`
 * (from the app, or a recovery code), as one with two-step verification must.
 */
export async function confirmItsYou(
  cookie: string,
  { password = PASSWORD, code, path = "/account" }: { password?: string; code?: string; path?: string } = {},
): Promise<void> {
  const fields: Record<string, string> = code
    ? { intent: "reauth-code", password, code }
    : { intent: "reauth-password", password };
  const res = await postForm(path, fields, { headers: { Cookie: cookie } });
  if (res.status !== 303) throw new Error(`"Confirm it's you" answered ${res.status}: ${await res.text()}`);
}
