import { createDb, type Db } from "~/platform/db/client.server";
import type { TurnstileDeps } from "~/platform/http/visitor-token.server";
import type { Mailer } from "~/platform/mail/mail.server";
import { createMailer } from "~/platform/mail/queue.server";

/**
 * What a booking needs, from the pages and the cron alike: D1, the (queued) mailer, the clock,
 * the origin of links in mail, the company mailbox (told of each booking's conversation), the
 * secret the private manage links are signed with, and, for a visitor's booking, the per-IP
 * limiter and Turnstile's siteverify. Tests pass the real D1 and queue with a fixed clock.
 */
export type BookingDeps = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** SITE_ORIGIN (the request's origin in local development): links in mail. */
  origin: string;
  companyMailbox: string;
  /** SESSION_SECRET: signs the manage links (never stored). */
  secret: string;
  limiter: RateLimit;
  turnstile: TurnstileDeps;
};

export function bookingDeps(env: Env, origin: string = env.SITE_ORIGIN): BookingDeps {
  return {
    db: createDb(env.DB),
    mailer: createMailer(env),
    now: () => new Date(),
    origin,
    companyMailbox: env.CONTACT_INBOX,
    secret: env.SESSION_SECRET ?? "",
    limiter: env.BOOKING_LIMITER,
    turnstile: {
      secret: env.TURNSTILE_SECRET_KEY ?? "",
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      // Looked up at call time, so tests can replace the global fetch at the HTTP boundary.
      fetch: (input, init) => fetch(input, init),
    },
  };
}

/** The clock and D1 only: what reading slots and the staff's screens need. */
export type BookingReadDeps = Pick<BookingDeps, "db" | "now">;
