import { createDb, type Db } from "~/platform/db/client.server";
import type { TurnstileDeps } from "~/platform/http/visitor-token.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import type { Mailer } from "~/platform/mail/mail.server";
import { createMailer } from "~/platform/mail/queue.server";

/**
 * What a conversation needs, from the staff inbox, the contact page, the API and the email()
 * handler alike: D1, the (queued) mailer, the clock, the origin for links in mail, the company
 * mailbox that hears of every client answer, and the domain of the per-conversation Reply-To
 * addresses. Tests pass the real D1 and queue with fakes only at the edges.
 */
export type ConversationDeps = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** SITE_ORIGIN: links in mail never follow the request's host. */
  origin: string;
  /** The company mailbox: CONTACT_INBOX. */
  companyMailbox: string;
  /** REPLY_MAIL_DOMAIN: our mails ask for answers at `reply+<token>@` this domain. */
  replyDomain: string;
  /** ATTACHMENTS: the R2 bucket of the conversations' files. */
  files: R2Bucket;
};

export function conversationDeps(env: Env): ConversationDeps {
  return {
    db: createDb(env.DB),
    mailer: createMailer(env),
    now: () => new Date(),
    origin: env.SITE_ORIGIN,
    companyMailbox: env.CONTACT_INBOX,
    replyDomain: env.REPLY_MAIL_DOMAIN,
    files: env.ATTACHMENTS,
  };
}

/** What the contact form's intake needs: every stored message is mailed to `companyMailbox`, with a link built on `siteOrigin`. */
export type IntakeDeps = {
  db: Db;
  now: () => Date;
  limiter: RateLimit;
  turnstile: TurnstileDeps;
  mailer: Mailer;
  companyMailbox: string;
  siteOrigin: string;
  /** ATTACHMENTS: the files that come with a message. */
  files: R2Bucket;
};

/** The contact form's: the conversation's deps, plus the per-IP limiter and Turnstile's siteverify. */
export function intakeDeps(env: Env): IntakeDeps {
  return {
    db: createDb(env.DB),
    mailer: createMailer(env),
    companyMailbox: env.CONTACT_INBOX,
    siteOrigin: env.SITE_ORIGIN,
    now: () => new Date(),
    files: env.ATTACHMENTS,
    limiter: env.CONTACT_LIMITER,
    turnstile: {
      secret: env.TURNSTILE_SECRET_KEY ?? "",
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      // Looked up at call time, so tests can replace the global fetch at the HTTP boundary.
      fetch: (input, init) => fetch(input, init),
    },
  };
}

/**
 * A visitor's message sent without JavaScript (./confirm-by-mail.server.ts): the intake's, plus
 * the secret its links are sealed with and the origin of those links (the site's; the request's
 * only in local development, so they open there).
 */
export type ConfirmByMailDeps = IntakeDeps & { secret: string; linkOrigin: string };

export function confirmByMailDeps(env: Env, request: Request): ConfirmByMailDeps {
  return { ...intakeDeps(env), secret: env.SESSION_SECRET ?? "", linkOrigin: mailLinkOrigin(env, request) };
}
