import { Link } from "react-router";
import { contactByMailText } from "~/conversations/contact-text";
import { CONTACT_CONFIRM_PATH, MESSAGES_PATH } from "~/conversations/conversations";
import { SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { PageHero } from "~/ui/page/page-hero";

/** What the link's page shows: the button, the message sent, or why the link does not work. */
export type ContactConfirmState =
  | { state: "ask"; token: string }
  | { state: "sent"; conversationId: string; replyTime: string }
  | { state: "problem"; problem: string };

const text = contactByMailText;
const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/**
 * The page of a mailed "Confirm your message to ADRIG" link (/contact/confirm): "Send the
 * message", which stores it; then where it went and the way to its conversation. Nothing the
 * sender typed is shown here (app/conversations/confirm-by-mail.server.ts).
 */
export function ContactConfirm({ page, answer }: { page: ContactConfirmState; answer: FormAnswer | null }) {
  return (
    <>
      <PageHero width="max-w-3xl" title={page.state === "sent" ? text.sentTitle : text.title} />
      <div className="bg-brand-50 px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-3xl space-y-4 rounded-2xl bg-white p-6 leading-relaxed shadow-lg ring-1 ring-black/5 sm:p-8">
          {page.state === "ask" ? <Ask token={page.token} answer={answer} /> : null}
          {page.state === "sent" ? (
            <div data-testid="contact-confirmed" className="space-y-4">
              <p>{text.sentText(page.replyTime)}</p>
              <p>
                <Link to={`${MESSAGES_PATH}/${encodeURIComponent(page.conversationId)}`} className={linkClass}>
                  {text.follow}
                </Link>
              </p>
              <p className="text-sm text-muted">{text.followHint}</p>
            </div>
          ) : null}
          {page.state === "problem" ? (
            <p role="alert">
              {page.problem}{" "}
              <Link to="/contact" className={linkClass}>
                {text.writeAgain}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}

/**
 * "Send the message": a plain post, with or without JavaScript (its answer is a page of its own:
 * the message sent, or why not), so forms.enhance.ts leaves it to the browser.
 */
function Ask({ token, answer }: { token: string; answer: FormAnswer | null }) {
  const alert = answer?.toast && !answer.fieldErrors ? answer.toast : null;
  return (
    <>
      <p>{text.intro}</p>
      <p className="text-muted">{text.notYou}</p>
      <form
        method="post"
        action={`${CONTACT_CONFIRM_PATH}?${new URLSearchParams({ token })}`}
        data-plain-post=""
        className="space-y-4"
      >
        <FormAlert toast={alert} />
        <SubmitButton busy={false} busyLabel={text.busy}>
          {text.button}
        </SubmitButton>
      </form>
    </>
  );
}
