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

/** The subscriber's pages: subscribe, confirm, unsubscribe, and the public archive of issues. */
export const newsletterPageText = {
  subscribe: {
    metaTitle: "Subscribe to ADRIG Insights",
    metaDescription:
      "Subscribe to ADRIG Insights: one e-mail a month with new articles and notes from real AI projects.",
    title: "Subscribe to ADRIG Insights",
  },
  confirm: {
    metaTitle: "Confirm your subscription",
    metaDescription: "Confirm your subscription to ADRIG Insights.",
    title: "Confirm your subscription",
    ask: "Press the button to start receiving ADRIG Insights, one e-mail a month.",
    button: "Confirm subscription",
    busy: "Confirming...",
    done: "Welcome to ADRIG Insights. A welcome e-mail is on its way; every issue has a link to unsubscribe with one click.",
    readArticles: "Read the latest articles",
    invalidTitle: "This link no longer works",
    invalid: "Confirmation links work once and expire after 7 days.",
    subscribeAgain: "Subscribe again",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe",
    metaDescription: "Unsubscribe from ADRIG Insights.",
    title: "Unsubscribe from ADRIG Insights",
    ask: "Press the button and you will get no more issues of our newsletter.",
    button: "Unsubscribe",
    busy: "Unsubscribing...",
    done: "You will get no more issues of ADRIG Insights. Changed your mind? You can subscribe again at any time.",
    subscribeAgain: "Subscribe again",
    invalidTitle: "This link does not work",
    invalid: "Use the link in the newest ADRIG Insights e-mail, or write to us and we will take you off the list.",
    contact: "Contact ADRIG",
  },
  archive: {
    metaDescription: (name: string) =>
      `Every issue of ${name}, ADRIG's monthly e-mail with new articles and practical notes from real AI projects.`,
    /** `{link}`: "subscribe", a link to the form below. */
    intro:
      "Once a month we send our newest articles and notes from the projects we run. Here is every issue so far; {link} to get the next one.",
    subscribe: "subscribe",
    issues: "Issues",
    empty: "The first issue is on its way. Subscribe below and it comes straight to your inbox.",
  },
  issue: {
    metaTitle: (subject: string, name: string) => `${subject} · ${name}`,
    metaDescription: (name: string) => `An issue of ${name}, ADRIG's monthly e-mail.`,
    allIssues: "All issues",
    sent: "Sent",
    more: "More issues",
    previous: "← Previous issue",
    next: "Next issue →",
  },
} as const;

/** The staff's newsletter pages: the issues, a new issue, a sent issue, the subscribers. */
export const newsletterStaffText = {
  title: "Newsletter",
  newIssue: "New issue",
  empty: "No issues yet. Write the first one, or start from an article.",
  issues: "Issues",
  scheduledFor: "Scheduled for",
  sent: "Sent",
  written: "Written",
  issueMetaTitle: "Issue",
  backToIssues: "Back to all issues",
  writeTitle: "Write the issue",
  createDraft: "Create draft",
  fromArticleTitle: "Start from an article",
  fromArticleIntro: "Fills in the subject, the preview text and a text with the article's excerpt and a link to it.",
  article: "Article",
  fromArticle: "Start from this article",
  state: "State",
  sendingStarted: "Sending started",
  finished: ", finished",
  inArchive: "Read it in the public archive",
  subscribers: {
    title: "Newsletter subscribers",
    exportCsv: "Export CSV",
    statuses: { confirmed: "Confirmed", pending: "Waiting for confirmation", unsubscribed: "Unsubscribed" },
    confirmedTitle: "Confirmed subscribers",
    none: "Nobody has confirmed a subscription yet.",
    caption: "Confirmed subscribers, oldest confirmation first",
    email: "E-mail",
    confirmedAt: "Confirmed (IST)",
    source: "Signed up through",
  },
} as const;
