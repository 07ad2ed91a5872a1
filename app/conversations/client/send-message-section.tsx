import { Link } from "react-router";
import { contactPageText } from "~/conversations/contact-text";
import { MESSAGES_PATH } from "~/conversations/conversations";
import { BOOK_PATH } from "~/site";
import { fill } from "~/ui/fill";
import { ContactForm, type ContactFormProps } from "./contact-form";

/**
 * /contact's "Send a Message" card: the form, the link to the signed-in client's conversations
 * (with their count, when it could be read, and read again with the answer to a send) and the way
 * to book a consultation instead.
 */
export function SendMessageSection({
  user,
  siteKey,
  conversations,
  prefill,
  service,
  replyTime,
  answer,
}: ContactFormProps & { conversations: number | null }) {
  return (
    // Named by its heading's text, not by the heading's id: an answer shown in place replaces the
    // region, and ids from the answer's page are renamed (forms.enhance.ts).
    <section
      aria-label={contactPageText.sendTitle}
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8"
    >
      {/* What an answer replaces: the form or what happens next, and the count of the client's conversations. */}
      <div data-form-region="">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-2xl font-extrabold text-navy-900">{contactPageText.sendTitle}</h2>
          {user ? (
            <Link
              to={MESSAGES_PATH}
              className="font-semibold text-brand-700 underline underline-offset-4"
              data-testid="your-messages-link"
            >
              {contactPageText.yourMessages(conversations)}
            </Link>
          ) : null}
        </div>
        <p className="mt-2 text-muted">
          {fill(contactPageText.preferToTalk, {
            link: (
              <Link to={BOOK_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
                {contactPageText.scheduleConsultation}
              </Link>
            ),
          })}
        </p>
        <div className="mt-6">
          <ContactForm
            user={user}
            siteKey={siteKey}
            prefill={prefill}
            service={service}
            replyTime={replyTime}
            answer={answer}
          />
        </div>
      </div>
    </section>
  );
}
