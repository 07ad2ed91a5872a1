import PostalMime from "postal-mime";
import { conversationDeps, MAX_RAW_MAIL_BYTES, receiveEmailedReply, rejectReasons } from "~/conversations/index.server";

import { errorName, logEvent } from "~/platform/log.server";

/** RFC 3834 automatic replies (out of office, vacation) and bulk mail say so in their headers. */
function isAutomatic(headers: Headers): boolean {
  const autoSubmitted = headers.get("Auto-Submitted")?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return true;
  return /^(auto_reply|bulk|junk|list)$/i.test(headers.get("Precedence")?.trim() ?? "");
}

/**
 * The Worker's email() handler: Cloudflare Email Routing delivers here every mail sent to one of
 * our `reply+<token>@` addresses. An oversized mail is refused unread; the rest is parsed with
 * postal-mime and judged by the conversation module, and a refusal goes back to the sender with
 * its reason (setReject). Locally `wrangler dev` delivers with `POST /cdn-cgi/handler/email`.
 */
export async function handleInboundMail(message: ForwardableEmailMessage, env: Env): Promise<void> {
  if (message.rawSize > MAX_RAW_MAIL_BYTES) {
    logEvent("warn", "emailed_answer_rejected", { reason: "tooLarge" });
    message.setReject(rejectReasons.tooLarge);
    return;
  }
  let parsed: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    const raw = await new Response(message.raw).arrayBuffer();
    if (raw.byteLength > MAX_RAW_MAIL_BYTES) {
      logEvent("warn", "emailed_answer_rejected", { reason: "tooLarge" });
      message.setReject(rejectReasons.tooLarge);
      return;
    }
    parsed = await PostalMime.parse(raw);
  } catch (err) {
    logEvent("warn", "emailed_answer_unreadable", { error: errorName(err) });
    message.setReject("The message could not be read.");
    return;
  }
  const verdict = await receiveEmailedReply(conversationDeps(env), {
    from: message.from,
    to: message.to,
    emailMessageId: parsed.messageId?.trim() || null,
    text: parsed.text ?? null,
    html: parsed.html ?? null,
    automatic: isAutomatic(message.headers),
    // The pictures an HTML body shows in place (signatures, logos) are part of the text, not files.
    files: (parsed.attachments ?? [])
      .filter((file) => !file.related && file.disposition !== "inline")
      .map((file) => ({ filename: file.filename, content: file.content })),
  });
  if (!verdict.accepted) message.setReject(rejectReasons[verdict.reason]);
}
