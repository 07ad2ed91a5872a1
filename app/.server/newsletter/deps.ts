import { createDb } from "~/.server/db/client";
import { mailLinkOrigin } from "~/.server/mail/links";
import { createMailer } from "~/.server/mail/queue";
import type { NewsletterDeps } from "./subscribers";

/** The real dependencies for one request: D1, the configured mailer, the clock, the per-IP limiter. */
export function newsletterDeps(env: Env, request: Request): NewsletterDeps {
  const db = createDb(env.DB);
  return {
    db,
    mailer: createMailer(env),
    // Links in mail use SITE_ORIGIN (local development follows the request's host).
    origin: mailLinkOrigin(env, request),
    now: () => new Date(),
    ipLimiter: env.NEWSLETTER_LIMITER,
  };
}
