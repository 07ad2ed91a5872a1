import type { Db } from "~/platform/db/client.server";
import { createDb } from "~/platform/db/client.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import type { RequestMailer } from "~/platform/mail/mail.server";
import { createMailer } from "~/platform/mail/queue.server";
import { isBreachedPassword } from "./breached-password.server";

/** What every account operation needs; tests pass the real D1, an outbox mailer and fakes at the edges. */
export type AccountDeps = {
  db: Db;
  /**
   * Queues mail (MAIL_QUEUE); the transport runs only in the queue consumer. Sign-up,
   * forgot-password and resend await exactly one enqueue per request (a decoy when there is
   * nothing to mail), so a queue that refuses answers 503 for every address alike.
   */
  mailer: RequestMailer;
  /** Origin for links in e-mails: SITE_ORIGIN, or the request's own in local development. */
  origin: string;
  now: () => Date;
  /** Have I Been Pwned's range check (docs/decisions/003-accounts-and-sessions.md). */
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
export function accountDeps(env: Env, request: Request): AccountDeps {
  const db = createDb(env.DB);
  return {
    db,
    mailer: createMailer(env),
    origin: mailLinkOrigin(env, request),
    now: () => new Date(),
    // Looked up at call time, so tests can replace the global fetch at the HTTP boundary.
    isBreached: (password) =>
      isBreachedPassword(password, { rangeUrl: env.HIBP_RANGE_URL, fetch: (input, init) => fetch(input, init) }),
    secret: env.SESSION_SECRET ?? "",
    limits: {
      loginIp: env.LOGIN_IP_LIMITER,
      loginEmail: env.LOGIN_EMAIL_LIMITER,
      signup: env.SIGNUP_LIMITER,
      reset: env.RESET_LIMITER,
    },
  };
}
