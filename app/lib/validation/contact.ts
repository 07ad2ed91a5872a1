import * as v from "valibot";
import contactServiceOptions from "virtual:content/contact-options";
import type { ServiceOption } from "../../content/derive";
import { fieldMessages } from "../messages";
import { emailField, nameField } from "./fields";
import { LIMITS } from "./limits";

/** The contact form's "Service Needed" options (spec section 2), derived at build time from the catalogue (app/content/derive.ts): the overview's categories and "Other". */
export const serviceOptions: readonly ServiceOption[] = contactServiceOptions;

const serviceValues = serviceOptions.map((o) => o.value);

/** The label shown for a stored service value (the general label when none was chosen). */
export function serviceLabel(value: string | null | undefined): string {
  return serviceOptions.find((o) => o.value === value)?.label ?? "General Inquiry";
}

const serviceField = v.pipe(
  v.optional(v.string(fieldMessages.serviceInvalid), ""),
  v.trim(),
  v.union([v.literal(""), v.picklist(serviceValues, fieldMessages.serviceInvalid)], fieldMessages.serviceInvalid),
  v.transform((value) => (value === "" ? null : value)),
);

const messageField = v.pipe(
  v.optional(v.string(fieldMessages.messageShort), ""),
  v.trim(),
  v.minLength(LIMITS.message.min, fieldMessages.messageShort),
  v.maxLength(LIMITS.message.max, fieldMessages.messageLong),
);

/** What a signed-in user sends: name and e-mail come from the session, never from the body. */
export const contactMessageSchema = v.object({ service: serviceField, message: messageField });

/** What a visitor sends: everything, plus the Turnstile token. */
export const contactVisitorSchema = v.object({
  name: nameField,
  email: emailField,
  service: serviceField,
  message: messageField,
  token: v.pipe(
    v.optional(v.string(fieldMessages.captchaRequired), ""),
    v.nonEmpty(fieldMessages.captchaRequired),
    v.maxLength(LIMITS.captchaToken.max, fieldMessages.captchaRequired),
  ),
});

/** The whole form as the browser checks it (the token is checked separately, next to the widget). */
export const contactFormSchema = v.object({
  name: nameField,
  email: emailField,
  service: serviceField,
  message: messageField,
});

export type ContactVisitorInput = v.InferOutput<typeof contactVisitorSchema>;
export type ContactMessageInput = v.InferOutput<typeof contactMessageSchema>;
