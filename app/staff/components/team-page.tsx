import {
  ConfirmIdentity,
  type ConfirmIdentityState,
  type ConfirmPurpose,
  confirmIntents,
  StaffEvents,
  type StaffEventView,
  securityLogText,
} from "~/accounts";
import type { TeamMember } from "~/conversations";
import { teamPageText } from "~/staff/team-text";
import { FormAlert } from "~/ui/forms/form-alert";
import { answerFor, type FormAnswer } from "~/ui/forms/form-answer";
import { ConfirmFirst, GrantForm, TeamMemberRow, teamIntents } from "./team";

const TEAM_PURPOSE: ConfirmPurpose = {
  action: "/admin/team",
  changes: teamPageText.confirmChanges,
  confirmedNote: teamPageText.confirmedNote,
};

/**
 * /admin/team: the staff, "Confirm it's you" (with /account's forms), adding a staff member once
 * confirmed, and who gave or removed the role when (the security log's staff events).
 */
export function TeamPage({
  team,
  confirm,
  staffEvents,
  answer,
}: {
  team: TeamMember[];
  confirm: ConfirmIdentityState;
  staffEvents: StaffEventView[];
  answer: FormAnswer | null;
}) {
  const unlocked = confirm.confirmedUntil !== null;
  const revokeAnswer = answerFor(answer, teamIntents.revoke);
  const grantAnswer = answerFor(answer, teamIntents.grant);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="admins-title" className="rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
        <h2 id="admins-title" className="px-4 pt-4 text-xl font-extrabold text-navy-900">
          {teamPageText.membersTitle}
        </h2>
        {revokeAnswer?.toast ? (
          <div className="px-4 pt-3">
            <FormAlert toast={revokeAnswer.toast} />
          </div>
        ) : null}
        <ul className="divide-y divide-slate-200">
          {team.map((member) => (
            <TeamMemberRow key={member.id} member={member} unlocked={unlocked} />
          ))}
        </ul>
      </section>
      <div className="grid h-fit gap-6">
        <section
          id="confirm"
          aria-labelledby="confirm-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
        >
          <h2 id="confirm-title" className="text-xl font-extrabold text-navy-900">
            {teamPageText.confirmTitle}
          </h2>
          <div className="mt-4">
            <ConfirmIdentity
              state={confirm}
              purpose={TEAM_PURPOSE}
              answers={{
                password: answerFor(answer, confirmIntents.password),
                code: answerFor(answer, confirmIntents.code),
                passkey: answerFor(answer, confirmIntents.passkey),
              }}
            />
          </div>
        </section>
        <section aria-labelledby="grant-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
          <h2 id="grant-title" className="text-xl font-extrabold text-navy-900">
            {teamPageText.addTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{teamPageText.addIntro}</p>
          <div className="mt-4">
            {unlocked ? (
              <GrantForm answer={grantAnswer} />
            ) : (
              <div className="space-y-4">
                <FormAlert toast={grantAnswer?.toast ?? null} />
                <ConfirmFirst />
              </div>
            )}
          </div>
        </section>
      </div>
      <section
        aria-labelledby="staff-events-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 lg:col-span-2"
      >
        <h2 id="staff-events-title" className="text-xl font-extrabold text-navy-900">
          {securityLogText.staffTitle}
        </h2>
        <StaffEvents events={staffEvents} />
      </section>
    </div>
  );
}
