import * as v from "valibot";
import { editorErrorText, editorFieldText } from "~/newsletter/editor-text";
import { LIMITS } from "../../ui/forms/limits";

/**
 * A newsletter issue as staff write it: subject, the preview text inboxes show next to it, and
 * the Markdown body. The browser checks these; the server checks them again, and its links
 * (app/newsletter/issues.server.ts).
 */
export const newsletterIssueSchema = v.object({
  subject: v.pipe(
    v.optional(v.string(editorFieldText.issueSubjectShort), ""),
    v.trim(),
    v.minLength(LIMITS.issueSubject.min, editorFieldText.issueSubjectShort),
    v.maxLength(LIMITS.issueSubject.max, editorFieldText.issueSubjectLong),
  ),
  previewText: v.pipe(
    v.optional(v.string(editorFieldText.issuePreviewLong), ""),
    v.trim(),
    v.maxLength(LIMITS.issuePreview.max, editorFieldText.issuePreviewLong),
  ),
  bodyMarkdown: v.pipe(
    v.optional(v.string(editorFieldText.issueBodyRequired), ""),
    // One way to end a line, however the form was sent (multipart sends CRLF, urlencoded LF), so
    // the same text is the same stored text and an unchanged save changes nothing.
    v.transform((text) => text.replace(/\r\n?/g, "\n")),
    v.trim(),
    v.nonEmpty(editorFieldText.issueBodyRequired),
    v.maxLength(LIMITS.issueBody.max, editorFieldText.issueBodyLong),
  ),
});

export type NewsletterIssueInput = v.InferOutput<typeof newsletterIssueSchema>;

/**
 * The version of the draft the editor started from (docs/decisions/024-newsletter-editor.md): a
 * save that names an older one is refused, so one window never overwrites another's newer text.
 */
const issueVersion = v.pipe(
  v.string(editorErrorText.issueVersionMissing),
  v.regex(/^[1-9]\d{0,8}$/, editorErrorText.issueVersionMissing),
  v.transform(Number),
);

/** "Save draft", autosave and "Send test to me": the fields and the version they were written on. */
export const savedDraftSchema = v.object({ ...newsletterIssueSchema.entries, version: issueVersion });
export type SavedDraftInput = v.InferOutput<typeof savedDraftSchema>;

/** Send now and Schedule may name the version they were pressed on; when they do it must be the stored one. */
export const optionalVersionSchema = v.object({ version: v.optional(issueVersion) });

/** "Schedule…": a day and a time of day in India Standard Time, as `<input type=date|time>` send them. */
export const scheduleSchema = v.object({
  date: v.pipe(
    v.optional(v.string(editorFieldText.scheduleDateInvalid), ""),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, editorFieldText.scheduleDateInvalid),
  ),
  time: v.pipe(
    v.optional(v.string(editorFieldText.scheduleTimeInvalid), ""),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, editorFieldText.scheduleTimeInvalid),
  ),
});

/** "Add image": the text that stands for the image wherever it cannot be seen. */
export const imageAltSchema = v.object({
  alt: v.pipe(
    v.optional(v.string(editorFieldText.imageAltRequired), ""),
    // One line: it becomes the Markdown image's text.
    v.transform((alt) => alt.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, " ").trim()),
    v.minLength(LIMITS.imageAlt.min, editorFieldText.imageAltRequired),
    v.maxLength(LIMITS.imageAlt.max, editorFieldText.imageAltLong),
  ),
});

/**
 * The live preview's input: the text as it stands while being typed, so a subject still too
 * short to save is shown anyway; only the lengths the server would never render are refused.
 */
export const issuePreviewSchema = v.object({
  subject: v.pipe(
    v.optional(v.string(editorFieldText.issueSubjectLong), ""),
    v.trim(),
    v.maxLength(LIMITS.issueSubject.max, editorFieldText.issueSubjectLong),
  ),
  previewText: newsletterIssueSchema.entries.previewText,
  bodyMarkdown: v.pipe(
    v.optional(v.string(editorFieldText.issueBodyLong), ""),
    v.maxLength(LIMITS.issueBody.max, editorFieldText.issueBodyLong),
  ),
});

/** What a refused issue form gets back as typed, by form. */
export const keptFields = {
  newIssue: ["subject", "previewText", "bodyMarkdown"],
  // The version too: a refused save's page keeps the version it was written on, so saving it
  // again is refused again instead of replacing the other window's text.
  issue: ["subject", "previewText", "bodyMarkdown", "version", "date", "time"],
} as const;
