import type { TeamMember } from "~/conversations";
import { teamPageText } from "~/staff/team-text";
import { fill } from "~/ui/fill";
import { SubmitButton, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The intents of the team's forms (their handlers: team-actions.server.ts; "Confirm it's you" posts its own). */
export const teamIntents = declareIntents({ grant: "grant", revoke: "revoke" });

const grantStaffFields = lazySchema(() => import("~/conversations/validation/inbox").then((m) => m.grantStaffSchema));

/** "Add an admin": the e-mail of a confirmed account. */
export function GrantForm({ answer }: { answer: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(grantStaffFields, {
    action: "/admin/team",
    answer,
  });
  return (
    <Form {...formProps} className="space-y-4">
      <FormAlert toast={alert} />
      <IntentInput intent={teamIntents.grant} />
      <TextField
        label={teamPageText.emailLabel}
        name="email"
        type="email"
        autoComplete="off"
        maxLength={LIMITS.email.max}
        defaultValue={values.email}
        error={errors.email}
        hint={teamPageText.emailHint}
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel={teamPageText.granting}>
          {teamPageText.grant}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** What the team page shows in place of its changes before "Confirm it's you". */
export function ConfirmFirst() {
  return (
    <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink ring-1 ring-slate-200">
      {fill(teamPageText.confirmFirst, {
        link: (
          <a href="#confirm" className="font-semibold text-brand-700 underline underline-offset-4">
            {teamPageText.confirmLink}
          </a>
        ),
      })}
    </p>
  );
}

/** One admin of the team list, with "Revoke admin" once this session has confirmed it's you (never on one's own row). */
export function TeamMemberRow({ member, unlocked }: { member: TeamMember; unlocked: boolean }) {
  const { Form, busy, formProps } = useActionForm(null, { action: "/admin/team" });
  return (
    <li data-testid="team-row" className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-bold text-navy-900">
          {member.name || member.email}
          {member.isYou ? (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">
              {teamPageText.you}
            </span>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted">{member.email}</p>
      </div>
      {member.isYou ? (
        <p className="text-sm text-muted">{teamPageText.yourRole}</p>
      ) : !unlocked ? null : (
        <Form {...formProps}>
          <IntentInput intent={teamIntents.revoke} />
          <input type="hidden" name="userId" value={member.id} />
          <button
            type="submit"
            disabled={busy}
            aria-label={teamPageText.revokeLabel(member.name || member.email)}
            className="rounded-full border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
          >
            {teamPageText.revoke}
          </button>
        </Form>
      )}
    </li>
  );
}
