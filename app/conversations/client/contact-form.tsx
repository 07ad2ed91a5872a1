import { displayName, type SessionUser } from "~/accounts";
import { ATTACHMENT_FIELD } from "~/conversations/attachments";
import { AttachmentField } from "~/conversations/components/attachment-field";
import { contactDetails } from "~/conversations/contact-fields";
import { serviceOptions } from "~/conversations/contact-services";
import { contactByMailText } from "~/conversations/contact-text";
import { conversationFieldText } from "~/conversations/texts";
import { VISIT_FORM_PROPS } from "~/site";
import { draftOwner } from "~/ui/drafts";
import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { SelectField, SubmitButton, TextAreaField, TextField } from "~/ui/form-field";
import { EmailField, FullNameField } from "~/ui/forms/credential-fields";
import { fieldMessages } from "~/ui/forms/field-messages";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { LIMITS } from "~/ui/forms/limits";
import { TurnstileSlot } from "~/ui/forms/turnstile-slot";
import { fieldText } from "~/ui/ui-text";
import { CONTACT_FORM_ATTRIBUTE, DRAFT_OWNER_ATTRIBUTE, SIGNED_IN_ATTRIBUTE } from "./contact-markers";
import { SentPanel, sentResultOf } from "./sent-panel";

export type ContactFormProps = {
  user: SessionUser | null;
  siteKey: string;
  /** The answer of a post to /contact (a plain one, or the module's): errors, kept values, the result. */
  answer?: FormAnswer | null;
  /** A message to start from, e.g. "I would like to discuss: Build" from /plan; the visitor can edit it. */
  prefill?: string | null;
  /** The service a service page's link chose (`?service=`), selected; the visitor can change it. */
  service?: string | null;
  /** How soon we usually reply (site.yml), for the answer after a send. */
  replyTime: string;
};

const CONTACT_ACTION = "/contact";

/** "Select a service", then the hubs and "Other". */
const serviceChoices = [{ value: "", label: "Select a service" }, ...serviceOptions];

/**
 * The words of the check before sending (contact.enhance.ts), for what each control's attributes
 * say: the schema's (../validation/contact.ts), which the action answers with too.
 */
const messagesOf = {
  name: fieldMessages({ missing: fieldText.nameShort, short: fieldText.nameShort, long: fieldText.nameLong }),
  email: fieldMessages({
    missing: fieldText.emailRequired,
    type: fieldText.emailInvalid,
    long: fieldText.emailInvalid,
  }),
  message: fieldMessages({
    missing: conversationFieldText.messageShort,
    short: conversationFieldText.messageShort,
    long: conversationFieldText.messageLong,
  }),
};

/**
 * "Send a Message", rendered on the server for every visitor (docs/decisions/029-content-pages-without-the-framework.md):
 * a plain multipart post to /contact that works without JavaScript, its answer (the field errors,
 * the typed values, or what happens next in the form's place) rendered into the same markup.
 * Signed in: name and e-mail come from the account and are read-only. Visitors: the Turnstile
 * widget's place above the button (and, without JavaScript, the note that the message is
 * confirmed by a mailed link). Up to 5 files go with it. After a send, service, the further
 * details (app/conversations/contact-fields.ts), message and files start empty; name and e-mail stay.
 * With JavaScript, `contact.enhance.ts` checks the form first (with the server's messages), keeps
 * its draft and warns before leaving it, and `forms.enhance.ts` posts it and shows the answer in
 * place of the enclosing `[data-form-region]` (send-message-section.tsx).
 */
export function ContactForm({ user, siteKey, answer, prefill, service: chosen, replyTime }: ContactFormProps) {
  const kept = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const sent = answer?.ok ? sentResultOf(answer.result) : null;
  // Without JavaScript there are no toasts: a refusal that is not about one field, or the
  // success, is said in the form (the module turns it into a toast).
  const alert = answer?.toast && !answer.fieldErrors ? answer.toast : null;
  return (
    <>
      {/* After a send, what happens next stands in the form's place. */}
      {sent ? <SentPanel sent={sent} replyTime={replyTime} /> : null}
      <form
        method="post"
        action={CONTACT_ACTION}
        encType="multipart/form-data"
        // The spec's messages, not the browser's bubbles: the module checks with the server's
        // schema before sending, and the action answers with the same messages.
        noValidate
        {...VISIT_FORM_PROPS}
        {...{
          [CONTACT_FORM_ATTRIBUTE]: "",
          // Whose drafts this form may read and write (app/ui/drafts.ts): never another person's.
          [DRAFT_OWNER_ATTRIBUTE]: draftOwner(user?.id),
          ...(user ? { [SIGNED_IN_ATTRIBUTE]: "" } : {}),
        }}
        hidden={sent !== null}
        className="space-y-5"
      >
        <FormAlert toast={alert} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FullNameField
            {...messagesOf.name}
            defaultValue={user ? displayName(user) : (kept.name ?? "")}
            readOnly={Boolean(user)}
            error={errors.name}
          />
          <EmailField
            {...messagesOf.email}
            defaultValue={user?.email ?? kept.email ?? ""}
            readOnly={Boolean(user)}
            error={errors.email}
          />
        </div>
        <SelectField
          label="Service Needed"
          name="service"
          options={serviceChoices}
          defaultValue={kept.service ?? chosen ?? ""}
          error={errors.service}
        />
        {contactDetails.map((d) => (
          <TextField
            key={d.name}
            label={d.label}
            name={d.name}
            {...d.input}
            defaultValue={kept[d.name] ?? ""}
            error={errors[d.name]}
          />
        ))}
        <TextAreaField
          {...messagesOf.message}
          label="Your Message"
          name="message"
          required
          minLength={LIMITS.message.min}
          maxLength={LIMITS.message.max}
          defaultValue={kept.message ?? prefill ?? ""}
          error={errors.message}
          className="min-h-[150px]"
          rows={6}
        />
        <AttachmentField error={errors[ATTACHMENT_FIELD]} />
        {!user ? (
          // Only a browser without JavaScript sends this field: its message is confirmed by mail
          // (app/conversations/confirm-by-mail.server.ts), and the page says so before sending.
          <noscript>
            <input type="hidden" name="confirmByMail" value="1" />
            <p className="text-sm text-muted" data-testid="confirm-by-mail">
              {contactByMailText.note}
            </p>
          </noscript>
        ) : null}
        {!user ? <TurnstileSlot siteKey={siteKey} error={errors.token} /> : null}
        <SubmitButton busy={false} busyLabel="Sending...">
          Send Message
        </SubmitButton>
      </form>
      <EnhanceScript name="contact" />
    </>
  );
}
