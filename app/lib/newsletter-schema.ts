import * as v from "valibot";

/** The newsletter form's one field; checked in the browser before the toast and again by the /blog action. */
export const newsletterSchema = v.object({
  email: v.pipe(
    v.string("Please enter your e-mail address."),
    v.trim(),
    v.nonEmpty("Please enter your e-mail address."),
    v.maxLength(254, "That e-mail address is too long."),
    v.email("Please enter a valid e-mail address."),
  ),
});

/** Until the newsletter API exists, nothing is stored and the visitor is told so. */
export const NEWSLETTER_NOT_OPEN = {
  title: "Subscriptions open soon",
  description:
    "Our newsletter is not live yet, so your address was not stored. Follow ADRIG on LinkedIn in the meantime for new articles.",
} as const;

export type NewsletterResult =
  | { status: "not-open"; title: string; description: string }
  | { status: "invalid"; error: string };

/** Shared by the browser handler and the no-JavaScript action, so both answer the same way. */
export function checkNewsletterEmail(email: unknown): NewsletterResult {
  const result = v.safeParse(newsletterSchema, { email });
  if (!result.success) return { status: "invalid", error: result.issues[0].message };
  return { status: "not-open", ...NEWSLETTER_NOT_OPEN };
}
