import type { Toast } from "../ui/toasts/toast";

/**
 * The newsletter editor's texts: its save status, leaving, the preview and images, an issue's
 * field rules, the server's own answers about issues, drafts, schedules and images, and the
 * toasts of an issue. They stay apart from texts.ts because the newsletter form is on public
 * pages, and the editor's words have no business in their JavaScript
 * (docs/decisions/024-newsletter-editor.md).
 */
export const editorText = {
  saving: "Saving…",
  savedAt: (clock: string) => `Saved at ${clock}`,
  retrying: "Not saved: retrying",
  notSaved: (reason: string) => `Not saved: ${reason}`,
  signedOut: "Not saved: your session ended. Sign in again in another tab; saving resumes by itself.",
  tooLong: "the text is too long to save in one piece (over 32 KB). Shorten it.",
  leaveTitle: "Leave without saving?",
  leaveText: "Your latest changes are not saved yet. If you leave now, they are lost.",
  leave: "Leave without saving",
  stay: "Stay here",
  previewFailed: "The preview could not be updated; it shows the text as it was a moment ago.",
  /** The preview's line for the List-Unsubscribe headers: what a reader gets of them, not the header itself. */
  previewUnsubscribeLabel: "Unsubscribe",
  previewUnsubscribe: "One click: the mail app's own Unsubscribe button, and the link at the end of the mail.",
  uploading: "Uploading…",
  uploadFailed: "The image could not be uploaded. Try again.",
} as const;

/** Field rules of the editor's forms and of an issue (as ui-text.ts `fieldText`). */
export const editorFieldText = {
  imageAltRequired: "Describe the image for people who cannot see it",
  imageAltLong: "The description must be at most 200 characters",
  imageMissing: "Choose an image file",
  scheduleDateInvalid: "Choose a date",
  scheduleTimeInvalid: "Choose a time",
  issueSubjectShort: "Subject must be at least 5 characters",
  issueSubjectLong: "Subject must be at most 150 characters",
  issuePreviewLong: "Preview text must be at most 200 characters",
  issueBodyRequired: "Write the text of the issue",
  issueBodyLong: "The text must be at most 20000 characters",
  issueLinkUnsafe: "Links must start with https://, http:// or / (a page of this site)",
} as const;

/** The server's refusals about issues, drafts, schedules and images (as ui-text.ts `errorText`). */
export const editorErrorText = {
  issueChangedElsewhere: "This draft changed in another window: reload to see it",
  issueVersionMissing: "Reload the page and try again: the draft's version is missing.",
  issueNotScheduled: "This issue is not scheduled.",
  scheduleInPast: "That time has already passed. Choose a time in the future (India Standard Time).",
  scheduleTooFar: "Schedule at most a year ahead.",
  imageTooLarge: "Images can be at most 2 MB.",
  imageWrongType: "Only PNG, JPEG and WebP images can be added (checked from the file itself, not its name).",
  imageUnreadable: "The image's size could not be read. Save it again as PNG, JPEG or WebP and retry.",
  imageTooBig: "Images can be at most 8000 pixels wide or high.",
  issueGone: "This issue no longer exists.",
  issueNotSending: "This issue is not being sent.",
  issueFrozen: "This issue is being sent or was sent, so it can no longer change.",
  sendNotConfirmed: "Confirm the sending first.",
} as const;

export const editorToasts = {
  issueScheduled: (when: string): Toast => ({
    kind: "success",
    title: "Scheduled",
    description: `It goes out ${when}.`,
  }),
  issueUnscheduled: { kind: "success", title: "No longer scheduled", description: "The issue is a draft again." },
  imageAdded: {
    kind: "success",
    title: "Image added",
    description: "It is at the end of the text; move it where it belongs.",
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
} as const satisfies Record<string, Toast | ((when: string) => Toast)>;
