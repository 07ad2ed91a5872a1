import * as v from "valibot";
import { conversationErrorText, conversationFieldText } from "~/conversations/texts";
import { LIMITS } from "~/ui/forms/limits";
import { fieldText } from "~/ui/ui-text";
import { emailField, nameField } from "../../platform/validation/fields";
import { type ContactDetailChecks, contactDetails } from "../contact-fields";
import { serviceOptions } from "../contact-services";

const serviceValues = serviceOptions.map((o) => o.value);

const serviceField = v.pipe(
  v.optional(v.string(conversationFieldText.serviceInvalid), ""),
  v.trim(),
  v.union(
    [v.literal(""), v.picklist(serviceValues, conversationFieldText.serviceInvalid)],
    conversationFieldText.serviceInvalid,
  ),
  v.transform((value) => (value === "" ? null : value)),
);

const messageField = v.pipe(
  v.optional(v.string(conversationFieldText.messageShort), ""),
  v.trim(),
  v.minLength(LIMITS.message.min, conversationFieldText.messageShort),
  v.maxLength(LIMITS.message.max, conversationFieldText.messageLong),
);

/** The further details' checks (../contact-fields.ts), by name. */
const detailChecks = Object.fromEntries(contactDetails.map((d) => [d.name, d.check(v)])) as ContactDetailChecks;

/** The whole form as the browser checks it (the token is checked separately, next to the widget). */
export const contactFormSchema = v.object({
  name: nameField,
  email: emailField,
  service: serviceField,
  ...detailChecks,
  message: messageField,
});

/** What a signed-in user sends: name and e-mail come from the session, never from the body. */
export const contactMessageSchema = v.omit(contactFormSchema, ["name", "email"]);

/** What a visitor sends: everything, plus the Turnstile token. */
export const contactVisitorSchema = v.object({
  ...contactFormSchema.entries,
  token: v.pipe(
    v.optional(v.string(fieldText.captchaRequired), ""),
    v.nonEmpty(fieldText.captchaRequired),
    v.maxLength(LIMITS.captchaToken.max, fieldText.captchaRequired),
  ),
});

export type ContactVisitorInput = v.InferOutput<typeof contactVisitorSchema>;
export type ContactMessageInput = v.InferOutput<typeof contactMessageSchema>;

/** A client's reply in a conversation: the form under our reply in "Your Messages" (and the API). */
export const clientReplySchema = v.object({
  conversationId: v.pipe(
    v.optional(v.string(conversationErrorText.conversationGone), ""),
    v.nonEmpty(conversationErrorText.conversationGone),
    v.maxLength(64, conversationErrorText.conversationGone),
  ),
  answer: messageField,
});
