import { useState } from "react";
import { ATTACHMENT_FIELD, checkChosenFiles } from "~/conversations/attachments";
import { AttachmentField } from "~/conversations/components/attachment-field";
import { SubmitButton, TextAreaField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";
import { withSavedReply } from "./greeting";
import { ComposeKeyFields, composerIntents, useKeyedComposer } from "./keyed-composer";

const replyFields = lazySchema(() => import("~/conversations/validation/inbox").then((m) => m.replySchema));

export type SavedReplyChoice = { id: string; name: string; text: string };

/**
 * "Send Reply": appended to the conversation with up to 5 files, signed with the staff member's
 * name and signature, and mailed to the client with the conversation below it. The form carries a key made when it
 * was drawn (`composeKey`): however often it is sent (a double click, a resubmitted form, a
 * retried request), the server stores and mails one reply. Once sent, the composer is empty
 * (with JavaScript: a new key arrives with the page's data and the old draft is forgotten).
 * "Insert saved reply" puts a saved reply in, filled in for this client, without JavaScript too
 * (a plain link reloads the page with it).
 */
export function ReplyComposer({
  action,
  conversationId,
  composeKey,
  greeting,
  initialText,
  savedReplies,
  answer,
}: {
  action: string;
  conversationId: string;
  composeKey: string;
  /** "Hello Meena,\n\n": what an empty composer starts with, so every reply greets once. */
  greeting: string;
  /** The text to start with: a saved reply chosen without JavaScript, or the greeting. */
  initialText: string;
  savedReplies: SavedReplyChoice[];
  answer: FormAnswer | null;
}) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(replyFields, {
    action,
    answer,
    checkForm: checkChosenFiles,
  });
  const { field, draft, onSubmit } = useKeyedComposer({
    kind: "reply",
    conversationId,
    composeKey,
    initialText,
    empty: greeting,
    onSubmit: formProps.onSubmit,
  });
  const [chosen, setChosen] = useState(savedReplies[0]?.id ?? "");

  function insertSaved(event: React.FormEvent) {
    const saved = savedReplies.find((r) => r.id === chosen);
    if (!saved || !field.current) return;
    event.preventDefault();
    const box = field.current;
    const start = box.selectionStart ?? box.value.length;
    const { text, caret } = withSavedReply(box.value, greeting, saved.text, {
      start,
      end: box.selectionEnd ?? start,
    });
    box.value = text;
    box.focus();
    box.setSelectionRange(caret, caret);
    draft.save();
  }

  return (
    <div className="space-y-4">
      {savedReplies.length > 0 ? (
        // A form of its own (GET): without JavaScript it reloads the page with the saved reply in
        // the composer; with JavaScript it puts it in at once, keeping what was typed.
        <form method="get" action={action} onSubmit={insertSaved} className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-semibold text-navy-900">
            Saved reply
            <select
              name="saved"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className="mt-1 block rounded-xl border border-slate-300 bg-white px-3 py-2 text-ink"
            >
              {savedReplies.map((reply) => (
                <option key={reply.id} value={reply.id}>
                  {reply.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Insert saved reply
          </button>
        </form>
      ) : null}
      <Form {...formProps} id="composer" encType="multipart/form-data" className="space-y-4" onSubmit={onSubmit}>
        <FormAlert toast={alert} />
        <ComposeKeyFields intent={composerIntents.reply} composeKey={composeKey} />
        <TextAreaField
          ref={field}
          label="Reply"
          name="reply"
          rows={9}
          minLength={LIMITS.message.min}
          maxLength={LIMITS.message.max}
          defaultValue={values.reply ?? initialText}
          onInput={draft.save}
          error={errors.reply ?? errors.key}
          hint="Signed with your name and signature, added to the conversation and e-mailed to the client with the conversation below it."
        />
        {/* A new key (a sent reply) starts an empty file picker. */}
        <AttachmentField key={composeKey} error={errors[ATTACHMENT_FIELD]} />
        <div className="sm:w-48">
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send Reply
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
