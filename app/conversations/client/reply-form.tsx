import { useRef, useState } from "react";
import { ATTACHMENT_FIELD, checkChosenFiles } from "~/conversations/attachments";
import { AttachmentField } from "~/conversations/components/attachment-field";
import { SubmitButton, TextAreaField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";
import { useDraft, useLeaveWarning } from "~/ui/use-draft";

/**
 * The intent of "Your reply" (its page has no other form): `answer`, the wire's older word for a
 * client reply (docs/architecture.md, "Glossary").
 */
const clientReplyIntents = declareIntents({ reply: "answer" });

const replyFields = lazySchema(() => import("~/conversations/validation/contact").then((m) => m.clientReplySchema));

/**
 * "Your reply" under a conversation we have replied to, with up to 5 files: posted to the
 * conversation's own page, which appends it and tells our team. `answer` is the action's answer
 * to a plain post (no JavaScript), shown in place.
 */
export function ClientReplyForm({
  action,
  conversationId,
  answer,
  lastSent,
}: {
  action: string;
  conversationId: string;
  answer: FormAnswer | null;
  /** The client's newest entry in the conversation: a draft equal to it was sent. */
  lastSent: string | null;
}) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(replyFields, {
    action,
    answer,
    checkForm: checkChosenFiles,
  });
  // A half-written answer survives a reload in this browser (per conversation), and leaving with
  // text typed asks first. The field stays uncontrolled: text typed before hydration is kept.
  const field = useRef<HTMLTextAreaElement>(null);
  const draft = useDraft(`client:${conversationId}`, field, values.answer ?? "", lastSent);
  const [unsent, setUnsent] = useState(false);
  useLeaveWarning(!busy && unsent);
  return (
    <Form {...formProps} encType="multipart/form-data" className="space-y-4">
      <FormAlert toast={alert} />
      <IntentInput intent={clientReplyIntents.reply} />
      <input type="hidden" name="conversationId" value={conversationId} />
      <TextAreaField
        label="Your reply"
        name="answer"
        rows={5}
        minLength={LIMITS.message.min}
        maxLength={LIMITS.message.max}
        ref={field}
        defaultValue={values.answer ?? ""}
        onInput={(event) => {
          draft.save();
          setUnsent(event.currentTarget.value.trim() !== "");
        }}
        error={errors.answer}
      />
      <AttachmentField error={errors[ATTACHMENT_FIELD]} />
      <div className="sm:w-48">
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send Reply
        </SubmitButton>
      </div>
    </Form>
  );
}
