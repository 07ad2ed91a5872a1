import { createDb } from "~/platform/db/client.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import { createMailer } from "~/platform/mail/queue.server";
import type { NewsletterDeps } from "./subscribers.server";

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
