import * as v from "valibot";
import { fieldText } from "~/lib/ui-text";
import { LIMITS } from "./limits";

/**
 * A newsletter issue as staff write it: subject, the preview text inboxes show next to it, and
 * the Markdown body. The browser checks these; the server checks them again, and its links
 * (app/.server/newsletter/issues.ts).
 */
export const newsletterIssueSchema = v.object({
  subject: v.pipe(
    v.optional(v.string(fieldText.issueSubjectShort), ""),
    v.trim(),
    v.minLength(LIMITS.issueSubject.min, fieldText.issueSubjectShort),
    v.maxLength(LIMITS.issueSubject.max, fieldText.issueSubjectLong),
  ),
  previewText: v.pipe(
    v.optional(v.string(fieldText.issuePreviewLong), ""),
    v.trim(),
    v.maxLength(LIMITS.issuePreview.max, fieldText.issuePreviewLong),
  ),
  bodyMarkdown: v.pipe(
    v.optional(v.string(fieldText.issueBodyRequired), ""),
    v.trim(),
    v.nonEmpty(fieldText.issueBodyRequired),
    v.maxLength(LIMITS.issueBody.max, fieldText.issueBodyLong),
  ),
});

export type NewsletterIssueInput = v.InferOutput<typeof newsletterIssueSchema>;
