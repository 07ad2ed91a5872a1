import { AccountSection } from "~/accounts/components/account-section";
import { LockedNote } from "~/accounts/components/locked-note";
import { SubmitButton, TextField } from "~/ui/form-field";
import { formatDateTime } from "~/ui/format";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The `intent` of the change of address form (its handler is email-change.server.ts). */
export const intents = { request: "email-change" } as const;

const changeEmailFields = lazySchema(() => import("~/accounts/validation/account").then((m) => m.changeEmailSchema));

export type PendingEmailChange = { newEmail: string; expiresAt: string };

/**
 * "E-mail address": the current one, a change waiting for its link if there is one, and (after
 * "Confirm it's you") the form for a new one. The address changes only when the link mailed to
 * the new address is opened; the current address is told at once, with a way to undo it.
 */
function EmailChangeForm({
  email,
  pending,
  unlocked,
  answer,
}: {
  email: string;
  pending: PendingEmailChange | null;
  unlocked: boolean;
  answer: FormAnswer | null;
}) {
  const { Form, errors, busy, alert, formProps } = useActionForm(changeEmailFields, { action: "/account", answer });
  return (
    <div className="space-y-4">
      <p className="text-ink">
        Your e-mail address: <strong data-testid="current-email">{email}</strong>
      </p>
      {pending ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink ring-1 ring-slate-200" data-testid="pending-email">
          A change to <strong>{pending.newEmail}</strong> waits for its confirmation: open the link we sent to that
          address before <time dateTime={pending.expiresAt}>{formatDateTime(pending.expiresAt)}</time>.
        </p>
      ) : null}
      {unlocked ? (
        <Form {...formProps} className="space-y-4">
          <input type="hidden" name="intent" value={intents.request} />
          <FormAlert toast={alert} />
          <TextField
            label="New e-mail address"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email.max}
            defaultValue={answer?.values?.email ?? ""}
            error={errors.email}
          />
          <p className="text-sm text-muted">
            We send a link to the new address; your address changes when you open it. Your current address is told, with
            a way to undo the change for 7 days. Other sessions are signed out when the change is made.
          </p>
          <div className="sm:w-64">
            <SubmitButton busy={busy} busyLabel="Sending...">
              Change e-mail address
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <LockedNote what="your e-mail address" />
      )}
    </div>
  );
}

/** The "E-mail address" card of /account. */
export function EmailChangeSection({
  answer,
  ...props
}: {
  email: string;
  pending: PendingEmailChange | null;
  unlocked: boolean;
  answer: FormAnswer | undefined;
}) {
  return (
    <AccountSection id="email" title="E-mail address">
      <EmailChangeForm {...props} answer={answerFor(answer, intents.request)} />
    </AccountSection>
  );
}
