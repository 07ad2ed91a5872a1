import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { queuedMailer } from "./queue";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the sender of a contact message); the From address otherwise. */
  replyTo?: string;
  /** Set on a contact notification: once sent, the consumer stamps that message's `notified_at`. */
  contactMessageId?: string;
  /** Extra headers, e.g. the RFC 8058 `List-Unsubscribe` pair on newsletter mail. */
  headers?: Record<string, string>;
};

/** The one way the app sends e-mail (DECISIONS): callers never know whether it is queued. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The Mailer of the mail-only requests (sign-up, forgot-password, resend, newsletter subscribe):
 * when the address has nothing to receive they queue a decoy instead, so every address takes
 * the same path (workers/mail/queue.ts `queueMailOrDecoy`).
 */
export interface RequestMailer extends Mailer {
  /** Queues a job that sends nothing; fails exactly as `send` does when the queue refuses. */
  sendDecoy(): Promise<void>;
}

/** Local development and tests: rows in D1, listed at /dev/outbox so links can be clicked. */
export function outboxMailer(db: Db, from: string): Mailer {
  return {
    async send({ to, subject, text, html, replyTo, headers }) {
      await db.insert(mailOutbox).values({ id: crypto.randomUUID(), from, to, subject, text, html, replyTo: replyTo ?? null, headers: headers ?? null });
    },
  };
}

/** Production: Cloudflare Email Service through the `send_email` binding. */
export function cloudflareMailer(binding: SendEmail, from: string): Mailer {
  return {
    async send(mail) {
      await binding.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
  };
}

type TransportEnv = Pick<Env, "APP_ENV" | "MAIL_TRANSPORT" | "MAIL_FROM" | "EMAIL">;

/**
 * The transport that really delivers, chosen by MAIL_TRANSPORT; only the queue consumer uses it.
 * The outbox exists only in development: elsewhere it would keep reset links readable in D1.
 */
export function createTransport(env: TransportEnv, db: Db): Mailer {
  if (env.MAIL_TRANSPORT === "cloudflare") return cloudflareMailer(env.EMAIL, env.MAIL_FROM);
  if (env.MAIL_TRANSPORT === "outbox" && env.APP_ENV === "development") return outboxMailer(db, env.MAIL_FROM);
  throw new Error(`MAIL_TRANSPORT "${env.MAIL_TRANSPORT}" cannot be used with APP_ENV "${env.APP_ENV}".`);
}

/** The Mailer for requests and the cron: mail goes onto MAIL_QUEUE and is sent by queue(). */
export function createMailer(env: Pick<Env, "MAIL_QUEUE">): RequestMailer {
  return queuedMailer(env.MAIL_QUEUE);
}
