import { and, eq } from "drizzle-orm";
import { contactMessages } from "~/.server/db/schema";
import { UserFacingError } from "~/.server/http/errors";
import { errorName, logEvent } from "~/.server/log";
import { contactReplyMail } from "~/.server/mail/templates";
import type { SessionUser } from "~/lib/session-user";
import { errorText, fieldText } from "~/lib/ui-text";
import type { ReplyInput } from "~/lib/validation/staff-inbox";
import type { InboxDeps } from "./deps";

const m = contactMessages;
const gone = () => new UserFacingError(404, errorText.messageGone, "not_found");

/**
 * Answers a message: stores the reply (a second one replaces the first), who wrote it and when,
 * marks it replied, then mails it to the sender with their message quoted. The reply is stored
 * before the mail goes out, so a mail failure never loses it; the caller is told (`mailed`) and
 * can send again.
 */
export async function replyToMessage(
  deps: InboxDeps,
  admin: SessionUser,
  id: string,
  input: ReplyInput,
): Promise<{ mailed: boolean }> {
  const [message] = await deps.db
    .update(m)
    .set({ reply: input.reply, repliedAt: deps.now(), repliedBy: admin.id, status: "replied" })
    .where(eq(m.id, id))
    .returning({ name: m.name, email: m.email, message: m.message });
  if (!message) throw gone();
  try {
    await deps.mailer.send(
      contactReplyMail(
        message.email,
        message.name,
        input.reply,
        message.message,
        new URL("/contact", deps.origin).toString(),
      ),
    );
    return { mailed: true };
  } catch (err) {
    logEvent("error", "inbox_reply_mail_failed", { error: errorName(err) });
    return { mailed: false };
  }
}

/**
 * An unverified message (siteverify was down when it came) that staff judged genuine: it then
 * counts as new and shows in its sender's "Your Messages" if they have an account.
 */
export async function markMessageVerified(deps: InboxDeps, id: string): Promise<void> {
  const [row] = await deps.db
    .update(m)
    .set({ isVerified: true })
    .where(and(eq(m.id, id), eq(m.isVerified, false)))
    .returning({ id: m.id });
  if (!row) throw gone();
}

/** Deletes an unverified message for good (spam that came while siteverify was down). Verified ones stay. */
export async function deleteUnverifiedMessage(deps: InboxDeps, id: string, confirmed: boolean): Promise<void> {
  if (!confirmed) throw new UserFacingError(400, fieldText.deleteNotConfirmed, "not_confirmed");
  const [row] = await deps.db
    .delete(m)
    .where(and(eq(m.id, id), eq(m.isVerified, false)))
    .returning({ id: m.id });
  if (!row) throw gone();
}
