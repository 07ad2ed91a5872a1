import { ConfirmIdentity, type ConfirmPurpose, confirmIntents, StaffEvents, securityLogText } from "~/accounts";

import {
  accountDeps,
  confirmIdentityFromForm,
  confirmIdentityState,
  deviceOf,
  getSession,
  isConfirmIntent,
  listStaffEvents,
  relyingPartyOf,
} from "~/accounts/index.server";
import { grantAdminSchema, keptFields, revokeAdminSchema } from "~/conversations";
import { conversationDeps } from "~/conversations/index.server";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import {
  AdminRow,
  ConfirmFirst,
  GrantForm,
  StaffAreaShell,
  staffFailureTitles,
  staffHeaders,
  staffMeta,
  staffToasts,
  teamPageText,
} from "~/staff";

import {
  grantAdminConfirmed,
  listAdmins,
  requireStaff,
  revokeAdminConfirmed,
  type TeamChangeContext,
} from "~/staff/index.server";

import { FormAlert } from "~/ui/forms/form-alert";
import { answerFor } from "~/ui/forms/form-answer";
import { errorText } from "~/ui/ui-text";
import type { Route } from "./+types/admin-team";

export async function loader(args: Route.LoaderArgs) {
  const me = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const { reauth } = getSession(args.context);
  const db = conversationDeps(env).db;
  const [admins, confirm, staffEvents] = await Promise.all([
    listAdmins(db, me),
    confirmIdentityState(db, me.id, reauth, new Date()),
    listStaffEvents(db),
  ]);
  // Staff changes (the security log's role changes): who gave or removed admin access, when, from where.
  return { admins, confirm, staffEvents };
}

/**
 * Grant the role to a confirmed account, or revoke another admin's (never one's own, never the
 * last). Both need this session's "Confirm it's you" of the last 10 minutes, which this page asks
 * for with /account's forms and code; each change is mailed to every admin and
 * to the account concerned (app/staff/team.server.ts).
 */
export async function action(args: Route.ActionArgs) {
  const me = requireStaff(args);
  const { request } = args;
  const { env } = getRequestContext(args.context);
  const { sessionToken, reauth } = getSession(args.context);
  return handleForm(
    request,
    { failureTitle: staffFailureTitles.staff, keep: keptFields.team, where: "admin-team" },
    async (body) => {
      if (isConfirmIntent(body.intent)) {
        const deps = accountDeps(env, request);
        await confirmIdentityFromForm(deps, relyingPartyOf(deps.origin), me.id, sessionToken ?? "", body.intent, body);
        return redirectWithToast("/admin/team", staffToasts.staffConfirmed);
      }
      const { db, mailer, now, origin } = conversationDeps(env);
      const ctx: TeamChangeContext = {
        deps: { db, mailer, now, origin },
        actor: me,
        reauth,
        device: deviceOf(request),
      };
      if (body.intent === "grant") {
        const { email } = parseWith(grantAdminSchema, body);
        await grantAdminConfirmed(ctx, email);
        return redirectWithToast("/admin/team", staffToasts.adminGranted(email));
      }
      if (body.intent === "revoke") {
        const { userId } = parseWith(revokeAdminSchema, body);
        const { email } = await revokeAdminConfirmed(ctx, userId);
        return redirectWithToast("/admin/team", staffToasts.adminRevoked(email));
      }
      throw new UserFacingError(400, errorText.invalidRequest);
    },
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, teamPageText.title);

const TEAM_PURPOSE: ConfirmPurpose = {
  action: "/admin/team",
  changes: teamPageText.confirmChanges,
  confirmedNote: teamPageText.confirmedNote,
};

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { confirm } = loaderData;
  const unlocked = confirm.confirmedUntil !== null;
  const revokeAnswer = answerFor(actionData, "revoke");
  return (
    <StaffAreaShell title={teamPageText.title}>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="admins-title" className="rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
          <h2 id="admins-title" className="px-4 pt-4 text-xl font-extrabold text-navy-900">
            {teamPageText.admins}
          </h2>
          {revokeAnswer?.toast ? (
            <div className="px-4 pt-3">
              <FormAlert toast={revokeAnswer.toast} />
            </div>
          ) : null}
          <ul className="divide-y divide-slate-200">
            {loaderData.admins.map((member) => (
              <AdminRow key={member.id} member={member} unlocked={unlocked} />
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
                  password: answerFor(actionData, confirmIntents.password),
                  code: answerFor(actionData, confirmIntents.code),
                  passkey: answerFor(actionData, confirmIntents.passkey),
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
                <GrantForm answer={answerFor(actionData, "grant")} />
              ) : (
                <div className="space-y-4">
                  <FormAlert toast={answerFor(actionData, "grant")?.toast ?? null} />
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
          <StaffEvents events={loaderData.staffEvents} />
        </section>
      </div>
    </StaffAreaShell>
  );
}
