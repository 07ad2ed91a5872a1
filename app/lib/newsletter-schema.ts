import * as v from "valibot";
import { fieldMessages } from "./messages";
import { LIMITS } from "./validation/fields";

/** The newsletter form's one field; checked in the browser and again by the /blog action. */
export const newsletterSchema = v.object({
  email: v.pipe(
    v.optional(v.string(fieldMessages.newsletterEmailInvalid), ""),
    v.trim(),
    v.nonEmpty(fieldMessages.newsletterEmailRequired),
    v.maxLength(LIMITS.email.max, fieldMessages.newsletterEmailLong),
    v.email(fieldMessages.newsletterEmailInvalid),
  ),
});
