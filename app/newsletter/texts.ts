/** The newsletter's own texts (the words several domains share stay in app/ui/ui-text.ts). */

import type { Toast } from "~/ui/toasts/toast";

export const newsletterFieldText = {
  newsletterEmailRequired: "Please enter your e-mail address.",
  newsletterEmailInvalid: "Please enter a valid e-mail address.",
  newsletterEmailLong: "That e-mail address is too long.",
  issueSubjectShort: "Subject must be at least 5 characters",
  issueSubjectLong: "Subject must be at most 150 characters",
  issuePreviewLong: "Preview text must be at most 200 characters",
  issueBodyRequired: "Write the text of the issue",
  issueBodyLong: "The text must be at most 20000 characters",
  issueLinkUnsafe: "Links must start with https://, http:// or / (a page of this site)",
} as const;

export const newsletterErrorText = {
  newsletterConfirmLinkInvalid: "This confirmation link has expired or was already used.",
  newsletterUnsubscribeLinkInvalid: "This unsubscribe link is not valid.",
  issueGone: "This issue no longer exists.",
  issueNotSending: "This issue is not being sent.",
  issueFrozen: "This issue is being sent or was sent, so it can no longer change.",
  sendNotConfirmed: "Confirm the sending first.",
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
  issueSaved: { kind: "success", title: "Draft saved" },
  issueTestSent: (email: string): Toast => ({
    kind: "success",
    title: "Test sent",
    description: `The issue was mailed to ${email}, marked [Test].`,
  }),
  issueSending: {
    kind: "success",
    title: "Sending started",
    description: "The issue goes out in batches; this page shows the progress.",
  },
  issueRetried: { kind: "success", title: "Queued again", description: "The failed deliveries are being sent again." },
  issueResumed: {
    kind: "success",
    title: "Sending resumed",
    description: "What was still waiting is queued again; nobody gets the issue twice.",
  },
} as const satisfies Record<string, Toast | ((email: string) => Toast)>;
