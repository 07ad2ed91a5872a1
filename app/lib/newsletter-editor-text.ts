/**
 * Texts only the newsletter editor shows (its save status, leaving, the preview and images). The
 * server's answers are in ui-text.ts; these stay apart because ui-text.ts is loaded by public
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
  previewUpdating: "Updating the preview…",
  previewFailed: "The preview could not be updated; it shows the text as it was a moment ago.",
  uploading: "Uploading…",
  uploadFailed: "The image could not be uploaded. Try again.",
} as const;
