/** The newsletter's own texts (the shared ones of the forms stay in app/ui/ui-text.ts). */

import type { Toast } from "~/ui/toasts/toast";

export const newsletterFieldText = {
  newsletterEmailRequired: "Please enter your e-mail address.",
  newsletterEmailInvalid: "Please enter a valid e-mail address.",
  newsletterEmailLong: "That e-mail address is too long.",
} as const;

export const newsletterErrorText = {
  newsletterConfirmLinkInvalid: "This confirmation link has expired or was already used.",
  newsletterUnsubscribeLinkInvalid: "This unsubscribe link is not valid.",
} as const;

export const newsletterSuccessText = {
  /** The one answer of the newsletter form, whatever the address's state (it reveals nothing). */
  newsletterCheckMail: "Thanks! Please check your inbox to confirm your subscription.",
  newsletterConfirmed: "You're subscribed.",
  newsletterUnsubscribed: "You have been unsubscribed.",
} as const;

export const newsletterFailureTitles = {
  newsletter: "Check your e-mail address",
  newsletterConfirm: "Could not confirm",
  newsletterUnsubscribe: "Could not unsubscribe",
} as const;

export const newsletterToasts = {
  newsletterCheckMail: {
    kind: "success",
    title: "Check your inbox",
    description: newsletterSuccessText.newsletterCheckMail,
  },
} as const satisfies Record<string, Toast>;

/** An address's state as the staff's subscriber page names it, in the order it shows them. */
export const subscriberStatusLabels = {
  confirmed: "Confirmed",
  pending: "Waiting for confirmation",
  unsubscribed: "Unsubscribed",
} as const;
