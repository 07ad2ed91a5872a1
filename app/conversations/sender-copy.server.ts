import { site } from "~/content/site";
import { errorName, logEvent } from "~/platform/log.server";
import { claimRecipientMail } from "~/platform/mail/recipient-caps.server";
import { MESSAGES_PATH } from "./conversations";
import type { IntakeDeps } from "./deps.server";
import { conversationCappedMails, senderCopyMail } from "./mails.server";

/**
 * Mails the sender of a contact form message "We have your message", once it is stored: a
 * signed-in client's always (their address is confirmed; the copy quotes the message), and one
 * sent from the link mailed to its address (./confirm-by-mail.server.ts: the address is proven the
 * same way); a visitor's only when Turnstile passed, and then saying only that a message arrived. The address
 * may be whatever a visitor typed, so the copies are capped per recipient like every mail a
 * request can send to any address (3 an hour, 10 a day). The message
 * is already kept: a copy that cannot be queued is logged and left out, never the request's failure.
 * True when the copy was queued.
 */
export async function mailSenderCopy(
  deps: Pick<IntakeDeps, "db" | "mailer" | "now" | "siteOrigin" | "companyMailbox">,
  message: { id: string; email: string; name: string; service: string | null; message: string; proven: boolean },
): Promise<boolean> {
  const claim = await claimRecipientMail(deps.db, conversationCappedMails.contactCopy, message.email, deps.now());
  if (!claim) return false;
  try {
    const common = { to: message.email, replyTime: site.contact.replyTime, replyTo: deps.companyMailbox };
    // Only a proven address (a signed-in client's, or one whose mailed link sent the message) gets
    // back what was typed (app/conversations/mails.server.ts).
    await deps.mailer.send(
      senderCopyMail(
        message.proven
          ? {
              ...common,
              proven: true,
              name: message.name,
              service: message.service,
              message: message.message,
              conversationLink: new URL(
                `${MESSAGES_PATH}/${encodeURIComponent(message.id)}`,
                deps.siteOrigin,
              ).toString(),
            }
          : { ...common, proven: false },
      ),
    );
    return true;
  } catch (err) {
    await claim.release().catch(() => undefined);
    logEvent("warn", "contact_copy_not_queued", { error: errorName(err) });
    return false;
  }
}
