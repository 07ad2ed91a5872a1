import { TextAreaField, TextField } from "~/ui/form-field";
import { useCharacterCount } from "~/ui/forms/character-count";
import { LIMITS } from "~/ui/forms/limits";
import type { DraftFields } from "./use-issue-draft";

/**
 * An issue's subject, preview text and Markdown body, with their limits and hints: the fields of
 * "Create draft" (issue-form.tsx) and of a draft's editor (issue-editor.tsx). `values` is what a
 * refused post sent back, shown over `saved`.
 */
export function IssueFields({
  saved,
  values,
  errors,
  bodyRows,
}: {
  saved: DraftFields;
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
  bodyRows: number;
}) {
  const subject = values.subject ?? saved.subject;
  // The limit shows before it is reached: the input stops there, so nothing is cut without a word.
  const subjectCount = useCharacterCount(subject, LIMITS.issueSubject.max);
  return (
    <>
      <TextField
        label="Subject"
        name="subject"
        required
        minLength={LIMITS.issueSubject.min}
        maxLength={LIMITS.issueSubject.max}
        defaultValue={subject}
        onInput={subjectCount.onInput}
        error={errors.subject}
        hint={subjectCount.hint}
      />
      {subjectCount.announcement}
      <TextField
        label="Preview text"
        name="previewText"
        maxLength={LIMITS.issuePreview.max}
        defaultValue={values.previewText ?? saved.previewText}
        error={errors.previewText}
        hint="Shown by most inboxes next to the subject. Optional."
      />
      <TextAreaField
        label="Text (Markdown)"
        name="bodyMarkdown"
        rows={bodyRows}
        required
        maxLength={LIMITS.issueBody.max}
        defaultValue={values.bodyMarkdown ?? saved.bodyMarkdown}
        error={errors.bodyMarkdown}
        className="font-mono text-sm"
        hint="## for headings, **bold**, - for lists, [text](https://…) or [text](/services) for links. HTML is not allowed."
      />
    </>
  );
}
