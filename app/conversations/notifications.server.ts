import { eq } from "drizzle-orm";
import { type ContactDetailValues, detailLines } from "~/conversations/contact-fields";
import { serviceLabel } from "~/conversations/contact-services";
import { conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mail, Mailer } from "~/platform/mail/mail.server";
import type { AfterSentHandler, MailQueueParts } from "~/platform/mail/queue-registry.server";
import { compose, headerSafe } from "~/platform/mail/templates.server";

/** What the notification needs of a stored message (its further details too, ./contact-fields.ts). */
export type NotifiableMessage = ContactDetailValues & {
  id: string;
  name: string;
  email: string;
  service: string | null;
  message: string;
  isVerified: boolean;
  /** How many files came with it (they are downloaded from the inbox, never mailed). */
  files?: number;
};

/**
 * The mail to the company mailbox for one stored message (docs/decisions/010-contact-messages.md):
 * Reply-To is the sender, so staff answer with their mail client's Reply.
 */
export function contactNotificationMail(companyMailbox: string, siteOrigin: string, m: NotifiableMessage): Mail {
  const mail = compose(companyMailbox, `New message from ${headerSafe(m.name)}`, [
    { text: `Name: ${m.name}` },
    { text: `E-mail: ${m.email}` },
    { text: `Service: ${serviceLabel(m.service)}` },
    ...detailLines("staff", m).map((line) => ({ text: `${line.label}: ${line.value}` })),
    { text: `Verified: ${m.isVerified ? "yes" : "no (Turnstile could not be reached; check it before answering)"}` },
    { text: m.message },
    ...(m.files ? [{ text: `Attachments: ${m.files === 1 ? "1 file" : `${m.files} files`}, in the inbox.` }] : []),
    {
      link: new URL(`/admin/messages/${encodeURIComponent(m.id)}`, siteOrigin).toString(),
      label: "Open it in the inbox",
    },
  ]);
  return { ...mail, replyTo: m.email, afterSent: { kind: NOTIFIED_KIND, ref: m.id } };
}

/** The after-sent kind of a notification (on the wire in queued mails, so it stays). */
const NOTIFIED_KIND = "conversation-notified";

/**
 * Queues the notification. A refusal never fails the sender's request and never loses the
 * message: it stays stored with `notified_at` null, and the daily cron queues it again.
 */
export async function notifyCompanyMailbox(
  deps: { mailer: Mailer; companyMailbox: string; siteOrigin: string },
  m: NotifiableMessage,
): Promise<void> {
  try {
    await deps.mailer.send(contactNotificationMail(deps.companyMailbox, deps.siteOrigin, m));
  } catch (err) {
    logEvent("warn", "contact_notification_deferred", { error: errorName(err) });
  }
}

/** The notification of a conversation went out (the queue's consumer says so): the cron leaves it be. */
async function markNotified(db: Db, conversationId: string, now: Date): Promise<void> {
  await db.update(conversations).set({ notifiedAt: now }).where(eq(conversations.id, conversationId));
}

/**
 * Run by the Worker's queue consumer once a notification has left (its registry:
 * workers/queue/mail-consumer.ts): the message's `notified_at` is stamped, so the daily cron
 * re-queues only those that never went out. A failed stamp is logged: at worst the cron sends
 * the notification a second time.
 */
const conversationNotified: AfterSentHandler = {
  kind: NOTIFIED_KIND,
  async run(conversationId, deps, message) {
    try {
      await markNotified(deps.db, conversationId, deps.now());
    } catch (err) {
      logEvent("warn", "contact_notified_stamp_failed", { queueMessageId: message.id, error: errorName(err) });
    }
  },
};

/** What conversations run on the mail queue (composed by workers/queue/mail-consumer.ts). */
export const conversationMailQueue: MailQueueParts = { afterSent: [conversationNotified] };
