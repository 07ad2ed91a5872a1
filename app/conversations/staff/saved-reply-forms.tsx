import { SAVED_REPLIES_PATH } from "~/conversations/conversations";
import type { SavedReply } from "~/conversations/inbox";
import { savedRepliesPageText } from "~/conversations/staff/saved-replies-text";
import { SubmitButton, TextAreaField, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The intents of the saved replies' forms (their handlers: saved-reply-actions.server.ts). */
export const savedReplyIntents = declareIntents({ create: "create", update: "update", delete: "delete" });

const fields = lazySchema(() => import("~/conversations/validation/inbox").then((m) => m.savedReplySchema));

/** A saved reply's form: a new one, or (given `reply`) the changes to one. */
export function SavedReplyForm({ reply, answer }: { reply?: SavedReply; answer: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(fields, {
    action: SAVED_REPLIES_PATH,
    answer,
  });
  return (
    <Form {...formProps} className="space-y-4">
      <FormAlert toast={alert} />
      <IntentInput intent={reply ? savedReplyIntents.update : savedReplyIntents.create} />
      {reply ? <input type="hidden" name="id" value={reply.id} /> : null}
      <TextField
        label={savedRepliesPageText.name}
        name="name"
        required
        minLength={LIMITS.savedReplyName.min}
        maxLength={LIMITS.savedReplyName.max}
        defaultValue={values.name ?? reply?.name ?? ""}
        error={errors.name}
      />
      <TextAreaField
        label={savedRepliesPageText.text}
        name="body"
        rows={6}
        required
        minLength={LIMITS.message.min}
        maxLength={LIMITS.message.max}
        defaultValue={values.body ?? reply?.body ?? ""}
        error={errors.body}
        hint={savedRepliesPageText.textHint}
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel={savedRepliesPageText.saving}>
          {reply ? savedRepliesPageText.save : savedRepliesPageText.add}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Deletes one saved reply, named on its button. */
export function DeleteButton({ reply }: { reply: SavedReply }) {
  const { Form, busy, formProps } = useActionForm(null, { action: SAVED_REPLIES_PATH });
  return (
    <Form {...formProps}>
      <IntentInput intent={savedReplyIntents.delete} />
      <input type="hidden" name="id" value={reply.id} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
      >
        {savedRepliesPageText.delete(reply.name)}
      </button>
    </Form>
  );
}
