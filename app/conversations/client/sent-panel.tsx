import { Link } from "react-router";
import { contactByMailText, contactPageText } from "../contact-text";
import { MESSAGES_PATH } from "../conversations";
import { SEND_ANOTHER_ATTRIBUTE } from "./contact-markers";

/**
 * What the contact form's answer says after a send (FormAnswer.result, from the action); `mailed`:
 * sent without JavaScript, the message waits in the link mailed to `email`.
 */
export type SentResult = { email: string; copied: boolean; conversationId: string | null; mailed: boolean };

export function sentResultOf(result: Record<string, string> | undefined): SentResult | null {
  if (!result?.email) return null;
  return {
    email: result.email,
    copied: result.copied === "yes",
    conversationId: result.conversationId ?? null,
    mailed: result.mailed === "yes",
  };
}

const text = contactPageText.sent;

/**
 * Where the mail went: a signed-in client's copy quotes the message; a visitor's (an address nobody
 * proved, app/conversations/mails.server.ts) only says it arrived. Only a signed-in client's send
 * names its conversation.
 */
function copyLine(sent: SentResult): string {
  if (!sent.copied) return text.replyTo(sent.email);
  return sent.conversationId ? text.copied(sent.email) : text.noted(sent.email);
}

/**
 * In the form's place once a message is sent: when we usually reply, where the reply (and the
 * copy, when one went) goes, the conversation for a signed-in client, and "Send another message",
 * a link to a fresh /contact that the form's module turns into the form again, in place. Its
 * heading takes the focus when the answer is shown in place (forms.enhance.ts), so a screen
 * reader hears the answer where the form was.
 */
export function SentPanel({ sent, replyTime }: { sent: SentResult; replyTime: string }) {
  return (
    <section
      aria-labelledby="message-sent-title"
      data-testid="message-sent"
      className="rounded-xl border border-green-200 bg-green-50 p-6"
    >
      <h3 id="message-sent-title" tabIndex={-1} className="text-xl font-extrabold text-navy-900 focus:outline-none">
        {sent.mailed ? contactByMailText.mailedTitle : text.title}
      </h3>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed text-ink">
        {sent.mailed ? (
          <>
            <li>{contactByMailText.mailedText(sent.email)}</li>
            <li>{contactByMailText.mailedNothingYet}</li>
          </>
        ) : (
          <>
            <li>{text.replyTime(replyTime)}</li>
            <li>{copyLine(sent)}</li>
          </>
        )}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        {sent.conversationId ? (
          <Link
            to={`${MESSAGES_PATH}/${encodeURIComponent(sent.conversationId)}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {text.follow}
          </Link>
        ) : null}
        <a
          href="/contact"
          {...{ [SEND_ANOTHER_ATTRIBUTE]: "" }}
          className="inline-flex items-center justify-center rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {text.another}
        </a>
      </div>
    </section>
  );
}
