import { createDb } from "~/.server/db/client";
import { createMailer } from "~/.server/mail/queue";
import type { ContactDeps } from "./contact-messages";

export function contactDeps(env: Env): ContactDeps {
  const db = createDb(env.DB);
  return {
    db,
    mailer: createMailer(env),
    inbox: env.CONTACT_INBOX,
    siteOrigin: env.SITE_ORIGIN,
    now: () => new Date(),
    limiter: env.CONTACT_LIMITER,
    turnstile: {
      secret: env.TURNSTILE_SECRET_KEY ?? "",
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      // Looked up at call time, so tests can replace the global fetch at the HTTP boundary.
      fetch: (input, init) => fetch(input, init),
    },
  };
}
