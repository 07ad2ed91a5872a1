import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton, TextAreaField } from "~/components/ui/form-field";
import type { FormAnswer } from "~/lib/form-answer";
import { lazySchema } from "~/lib/validation/lazy-schema";
import { LIMITS } from "~/lib/validation/limits";

const replyFields = lazySchema(() => import("~/lib/validation/inbox").then((m) => m.replySchema));

/** "Send Reply": appended to the conversation and e-mailed to the sender with the thread quoted. */
export function ReplyForm({ action, answer }: { action: string; answer: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(replyFields, { action, answer });
  return (
    <Form {...formProps} className="space-y-4">
      <FormAlert toast={alert} />
      <input type="hidden" name="intent" value="reply" />
      <TextAreaField
        label="Reply"
        name="reply"
        rows={8}
        minLength={LIMITS.message.min}
        maxLength={LIMITS.message.max}
        defaultValue={values.reply ?? ""}
        error={errors.reply}
        hint="The reply is added to the conversation, e-mailed to the sender with the conversation so far, and shows under their message on the contact page."
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send Reply
        </SubmitButton>
      </div>
    </Form>
  );
}
