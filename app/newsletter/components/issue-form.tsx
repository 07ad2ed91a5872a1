import { type FormEvent, useState } from "react";
import { issueIntents } from "~/newsletter/issue-intents";
import { SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";
import { IssueFields } from "./issue-fields";
import { LeaveGuard } from "./leave-guard";
import { type DraftFields, fieldsOf } from "./use-issue-draft";

const issueFields = lazySchema(() =>
  import("~/newsletter/validation/newsletter-issue").then((m) => m.newsletterIssueSchema),
);

/**
 * A new issue's subject, preview text and Markdown body ("Create draft" on /admin/newsletter/new;
 * a draft's own page is issue-editor.tsx). A refused plain post keeps what was typed, and leaving
 * with typed text asks first.
 */
export function IssueForm({
  action,
  draft,
  answer,
  submitLabel,
}: {
  action: string;
  draft: DraftFields;
  answer: FormAnswer | null;
  submitLabel: string;
}) {
  const { Form, errors, busy, values, alert, formProps, fetcher } = useActionForm(issueFields, { action, answer });
  const [changed, setChanged] = useState(false);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const now = fieldsOf(event.currentTarget);
    setChanged(
      now.subject !== draft.subject || now.previewText !== draft.previewText || now.bodyMarkdown !== draft.bodyMarkdown,
    );
    formProps.onInputCapture?.();
  };
  return (
    <Form {...formProps} onInputCapture={onInput} className="space-y-4">
      {/* Not asked while the form itself is on its way: its answer moves on to the new draft. */}
      <LeaveGuard unsaved={changed && fetcher.state === "idle"} />
      <FormAlert toast={alert} />
      <IntentInput intent={issueIntents.save} />
      <IssueFields saved={draft} values={values} errors={errors} bodyRows={16} />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
