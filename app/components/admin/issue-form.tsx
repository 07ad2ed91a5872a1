import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import type { FormAnswer } from "~/lib/form-answer";
import { lazySchema } from "~/lib/validation/lazy-schema";
import { LIMITS } from "~/lib/validation/limits";

const issueFields = lazySchema(() => import("~/lib/validation/newsletter-issue").then((m) => m.newsletterIssueSchema));

export type IssueDraft = { subject: string; previewText: string; bodyMarkdown: string };

/**
 * An issue's subject, preview text and Markdown body: "Create draft" on /admin/newsletter/new,
 * "Save draft" on an issue's page while it is a draft. A refused plain post keeps what was typed.
 */
export function IssueForm({
  action,
  draft,
  answer,
  submitLabel,
}: {
  action: string;
  draft: IssueDraft;
  answer: FormAnswer | null;
  submitLabel: string;
}) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(issueFields, { action, answer });
  return (
    <Form {...formProps} className="space-y-4">
      <FormAlert toast={alert} />
      <input type="hidden" name="intent" value="save" />
      <TextField
        label="Subject"
        name="subject"
        required
        minLength={LIMITS.issueSubject.min}
        maxLength={LIMITS.issueSubject.max}
        defaultValue={values.subject ?? draft.subject}
        error={errors.subject}
      />
      <TextField
        label="Preview text"
        name="previewText"
        maxLength={LIMITS.issuePreview.max}
        defaultValue={values.previewText ?? draft.previewText}
        error={errors.previewText}
        hint="Shown by most inboxes next to the subject. Optional."
      />
      <TextAreaField
        label="Text (Markdown)"
        name="bodyMarkdown"
        rows={16}
        required
        maxLength={LIMITS.issueBody.max}
        defaultValue={values.bodyMarkdown ?? draft.bodyMarkdown}
        error={errors.bodyMarkdown}
        className="font-mono text-sm"
        hint="## for headings, **bold**, - for lists, [text](https://…) or [text](/services) for links. HTML is not allowed."
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
