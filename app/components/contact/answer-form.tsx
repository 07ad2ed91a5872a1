import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton, TextAreaField } from "~/components/ui/form-field";
import type { FormAnswer } from "~/lib/form-answer";
import { lazySchema } from "~/lib/validation/lazy-schema";
import { LIMITS } from "~/lib/validation/limits";
import { CONTACT_ACTION } from "./contact-form";

const answerFields = lazySchema(() => import("~/lib/validation/contact").then((m) => m.conversationAnswerSchema));

/**
 * "Your reply" under a conversation we have replied to: posted to the contact page's action, which
 * appends it to the conversation and tells our team. `answer` is the action's answer to this
 * form's own plain post (no JavaScript), shown in place.
 */
export function AnswerForm({ conversationId, answer }: { conversationId: string; answer: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(answerFields, {
    action: CONTACT_ACTION,
    answer,
  });
  return (
    <Form {...formProps} className="mt-4 space-y-3">
      <FormAlert toast={alert} />
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="conversationId" value={conversationId} />
      <TextAreaField
        label="Your reply"
        name="answer"
        rows={4}
        minLength={LIMITS.message.min}
        maxLength={LIMITS.message.max}
        defaultValue={values.answer ?? ""}
        error={errors.answer}
      />
      <div className="sm:w-48">
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send Reply
        </SubmitButton>
      </div>
    </Form>
  );
}
