import * as v from "valibot";
import { serviceOptions } from "../contact-services";
import { fieldMessages } from "../messages";
import { emailField, nameField } from "./fields";
import { LIMITS } from "./limits";

const serviceValues = serviceOptions.map((o) => o.value);

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
