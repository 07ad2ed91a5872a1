import * as v from "valibot";
import { newsletterFieldText } from "~/newsletter/texts";
import { LIMITS } from "~/ui/forms/limits";

/** Where a subscription was asked for: stored with the address as the consent's source. */
const NEWSLETTER_SOURCES = ["blog", "footer", "page"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The newsletter form's field; checked in the browser and again by the /newsletter action. */
export const newsletterSchema = v.object({
  email: v.pipe(
    v.optional(v.string(newsletterFieldText.newsletterEmailInvalid), ""),
    v.trim(),
    v.nonEmpty(newsletterFieldText.newsletterEmailRequired),
    v.maxLength(LIMITS.email.max, newsletterFieldText.newsletterEmailLong),
    v.email(newsletterFieldText.newsletterEmailInvalid),
  ),
});

/** What the /newsletter action accepts: the address (stored lower-cased) and the form it came from. */
export const newsletterSubscribeSchema = v.object({
  email: v.pipe(newsletterSchema.entries.email, v.toLowerCase()),
  // An unknown or missing source is not the visitor's mistake: it counts as the page's own form.
  source: v.fallback(v.picklist(NEWSLETTER_SOURCES), "page"),
});
export type NewsletterSubscribeInput = v.InferOutput<typeof newsletterSubscribeSchema>;

/** What a refused subscribe form gets back as typed. */
export const subscribeKept = ["email"] as const;
