/**
 * The newsletter form's rules, refusals and toasts (the words several domains share stay in
 * app/ui/ui-text.ts). A page's own words are in a module of their own, which only the pages that
 * show them load: page-text.ts (the subscriber's pages and the archive), staff-text.ts and
 * editor-text.ts (the staff's pages and the editor, with the issue's own rules and toasts).
 */

import type { Toast } from "~/ui/toasts/toast";

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

export const newsletterFieldText = {
  newsletterEmailRequired: "Please enter your e-mail address.",
  newsletterEmailInvalid: "Please enter a valid e-mail address.",
  newsletterEmailLong: "That e-mail address is too long.",
} as const;

export const newsletterErrorText = {
  newsletterConfirmLinkInvalid: "This confirmation link has expired or was already used.",
  newsletterUnsubscribeLinkInvalid: "This unsubscribe link is not valid.",
} as const;

export const newsletterToasts = {
  newsletterCheckMail: {
    kind: "success",
    title: "Check your inbox",
    description: newsletterSuccessText.newsletterCheckMail,
  },
} as const satisfies Record<string, Toast | ((email: string) => Toast)>;
