import { SubmitButton, TextAreaField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";
import { ComposeKeyFields, composerIntents, useKeyedComposer } from "./keyed-composer";

const noteFields = lazySchema(() => import("~/conversations/validation/inbox").then((m) => m.noteSchema));

/**
 * "Add note": a line for the team in the thread, marked "Note: only staff see this". Never mailed,
 * never on the client's pages or in their data. Stored once per composed note, like a reply.
 */
export function NoteForm({
  action,
  conversationId,
  composeKey,
  answer,
}: {
  action: string;
  conversationId: string;
  composeKey: string;
  answer: FormAnswer | null;
}) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(noteFields, { action, answer });
  const { field, draft, onSubmit } = useKeyedComposer({
    kind: "note",
    conversationId,
    composeKey,
    initialText: "",
    empty: "",
    onSubmit: formProps.onSubmit,
  });

  return (
    <details className="group rounded-2xl border border-amber-300 bg-amber-50 p-4" open={Boolean(answer)}>
      <summary className="cursor-pointer list-none font-semibold text-amber-900">
        <span className="inline-flex rounded-full border border-amber-700 px-4 py-2 text-sm">Add note</span>
        <span className="ml-2 text-sm font-normal text-ink">Only staff see notes.</span>
      </summary>
      <Form {...formProps} className="mt-4 space-y-3" onSubmit={onSubmit}>
        <FormAlert toast={alert} />
        <ComposeKeyFields intent={composerIntents.note} composeKey={composeKey} />
        <TextAreaField
          ref={field}
          label="Note"
          name="note"
          rows={4}
          minLength={LIMITS.note.min}
          maxLength={LIMITS.note.max}
          defaultValue={values.note ?? ""}
          onInput={draft.save}
          error={errors.note ?? errors.key}
        />
        <div className="sm:w-48">
          <SubmitButton busy={busy} busyLabel="Adding…">
            Add note
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}
