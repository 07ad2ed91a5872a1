import { AccountSection } from "~/accounts/components/account-section";
import { LockedNote } from "~/accounts/components/locked-note";
import { SecurityEvents } from "~/accounts/components/security-log";
import { emailChangePageText } from "~/accounts/email-change-text";
import type { SecurityEventView } from "~/accounts/security-log";
import { fill } from "~/ui/fill";
import { SubmitButton, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";
import { LocalTime } from "~/ui/shown-zone";

/** The `intent` of the change of address form (its handler is email-change.server.ts). */
export const intents = declareIntents({ request: "email-change" });

const changeEmailFields = lazySchema(() => import("~/accounts/validation/account").then((m) => m.changeEmailSchema));

export type PendingEmailChange = { newEmail: string; expiresAt: string };

/** The last change undone within its 7 days, and the ways in added from its request to its undo. */
export type UndoneEmailChange = {
  newEmail: string;
  requestedAt: string;
  undoneAt: string;
  factorsAdded: SecurityEventView[];
};

/**
 * After an undo: what was added since the change was asked for, so that the owner, signed in again,
 * can remove a passkey or two-step verification an intruder added.
 */
function UndoneNotice({ undone }: { undone: UndoneEmailChange }) {
  const text = emailChangePageText.undone;
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-ink ring-1 ring-amber-200" data-testid="factors-added">
      <p>
        {fill(text.intro, {
          new: <strong>{undone.newEmail}</strong>,
          asked: <LocalTime at={undone.requestedAt} />,
          undone: <LocalTime at={undone.undoneAt} />,
        })}
      </p>
      {undone.factorsAdded.length > 0 ? (
        <>
          <p className="mt-2 font-semibold">{text.added}</p>
          <SecurityEvents events={undone.factorsAdded} title={text.addedTitle} testId="factors-added-list" />
        </>
      ) : (
        <p className="mt-2">{text.none}</p>
      )}
    </div>
  );
}

/**
 * "E-mail address": the current one, a change waiting for its link if there is one, and (after
 * "Confirm it's you") the form for a new one. The address changes only when the link mailed to
 * the new address is opened; the current address is told at once, with a way to undo it.
 */
function EmailChangeForm({
  email,
  pending,
  undone,
  unlocked,
  answer,
}: {
  email: string;
  pending: PendingEmailChange | null;
  undone: UndoneEmailChange | null;
  unlocked: boolean;
  answer: FormAnswer | null;
}) {
  const { Form, errors, busy, alert, formProps } = useActionForm(changeEmailFields, { action: "/account", answer });
  return (
    <div className="space-y-4">
      <p className="text-ink">
        Your e-mail address: <strong data-testid="current-email">{email}</strong>
      </p>
      {undone ? <UndoneNotice undone={undone} /> : null}
      {pending ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink ring-1 ring-slate-200" data-testid="pending-email">
          A change to <strong>{pending.newEmail}</strong> waits for its confirmation: open the link we sent to that
          address before <LocalTime at={pending.expiresAt} />.
        </p>
      ) : null}
      {unlocked ? (
        <Form {...formProps} className="space-y-4">
          <IntentInput intent={intents.request} />
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
  undone: UndoneEmailChange | null;
  unlocked: boolean;
  answer: FormAnswer | undefined;
}) {
  return (
    <AccountSection id="email" title="E-mail address">
      <EmailChangeForm {...props} answer={answerFor(answer, intents.request)} />
    </AccountSection>
  );
}
