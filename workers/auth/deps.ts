import type { Db } from "../db/client";
import { createDb } from "../db/client";
import { mailLinkOrigin } from "../mail/links";
import { errorName, logEvent } from "../observability/log";
import { createMailer, type Mailer } from "../mail/mailer";
import { isBreachedPassword } from "./breached-password";

/** What every account operation needs; tests pass the real D1, an outbox mailer and fakes at the edges. */
export type AccountDeps = {
  db: Db;
  mailer: Mailer;
  /** Origin for links in e-mails: SITE_ORIGIN, or the request's own in local development. */
  origin: string;
  now: () => Date;
  /**
   * Runs work after the answer has gone out (ctx.waitUntil): the mail of sign-up, forgot-password
   * and resend, so the answer and its timing do not depend on whether a mail was sent.
   */
  defer: (work: Promise<unknown>) => void;
  /** Have I Been Pwned's range check (DECISIONS "Accounts"). */
  isBreached: (password: string) => Promise<boolean>;
  /** Signs the account-deletion confirmation. */
  secret: string;
  limits: {
    loginIp: RateLimit;
    loginEmail: RateLimit;
    signup: RateLimit;
    reset: RateLimit;
  };
};

/** The real dependencies for one request: D1, the configured mailer, the clock, the rate limiters. */
export function accountDeps(env: Env, request: Request, ctx: Pick<ExecutionContext, "waitUntil">): AccountDeps {
  const db = createDb(env.DB);
  return {
    db,
    mailer: createMailer(env, db),
    origin: mailLinkOrigin(env, request),
    now: () => new Date(),
    // A mail the queue refused is logged (name only): answers stay the same for every address.
    defer: (work) => ctx.waitUntil(work.catch((err: unknown) => logEvent("error", "deferred_work_failed", { area: "auth", error: errorName(err) }))),
    // Looked up at call time, so tests can replace the global fetch at the HTTP boundary.
    isBreached: (password) => isBreachedPassword(password, { rangeUrl: env.HIBP_RANGE_URL, fetch: (input, init) => fetch(input, init) }),
    secret: env.SESSION_SECRET ?? "",
    limits: {
      loginIp: env.LOGIN_IP_LIMITER,
      loginEmail: env.LOGIN_EMAIL_LIMITER,
      signup: env.SIGNUP_LIMITER,
      reset: env.RESET_LIMITER,
    },
  };
}
