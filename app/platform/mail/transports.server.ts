import type { Db } from "~/platform/db/client.server";
import { mailOutbox } from "~/platform/schema.server";
import type { Mailer } from "./mail.server";

/** MAIL_FROM ("ADRIG Technologies <no-reply@adrig.co.in>") split into its name and address. */
function parseFrom(from: string): { name: string | null; email: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1]?.replace(/^"|"$/g, "") || null, email: match[2]! }
    : { name: null, email: from.trim() };
}

/** The From of one mail: MAIL_FROM's address, under the mail's own name when it has one. */
function fromOf(from: string, fromName: string | undefined): { name: string | null; email: string } {
  const parsed = parseFrom(from);
  return fromName ? { name: fromName, email: parsed.email } : parsed;
}

/** Local development and tests: rows in D1, listed at /dev/outbox so links can be clicked. */
export function outboxMailer(db: Db, from: string): Mailer {
  return {
    async send({ to, subject, text, html, replyTo, headers, fromName, attachments }) {
      const sender = fromOf(from, fromName);
      await db.insert(mailOutbox).values({
        id: crypto.randomUUID(),
        from: sender.name ? `"${sender.name.replace(/"/g, "'")}" <${sender.email}>` : sender.email,
        to,
        subject,
        text,
        html,
        replyTo: replyTo ?? null,
        headers: headers ?? null,
        attachments: attachments?.length ? attachments : null,
      });
    },
  };
}

/** Production: Cloudflare Email Service through the `send_email` binding. */
export function cloudflareMailer(binding: SendEmail, from: string): Mailer {
  return {
    async send(mail) {
      const sender = fromOf(from, mail.fromName);
      await binding.send({
        from: mail.fromName ? { name: sender.name ?? mail.fromName, email: sender.email } : from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((file) => ({ ...file, disposition: "attachment" as const })) }
          : {}),
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
