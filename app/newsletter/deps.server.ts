import { createDb } from "~/platform/db/client.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import { createMailer } from "~/platform/mail/queue.server";
import type { ImageDeps } from "./images.server";
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

/** The newsletter's images: their list in D1 and the MEDIA bucket that holds their bytes. */
export function imageDeps(env: Env): ImageDeps {
  return { db: createDb(env.DB), bucket: env.MEDIA, now: () => new Date() };
}
