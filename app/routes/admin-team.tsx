import { ConfirmIdentity, type ConfirmPurpose, confirmIntents } from "~/accounts/components/confirm-identity";
import { StaffEvents } from "~/accounts/components/security-log";
import { accountDeps } from "~/accounts/deps.server";
import { deviceOf } from "~/accounts/devices.server";
import { relyingPartyOf } from "~/accounts/passkeys.server";
import { confirmIdentityFromForm, confirmIdentityState, isConfirmIntent } from "~/accounts/reauthentication.server";
import { listStaffEvents } from "~/accounts/security-log.server";
import { getSession } from "~/accounts/session-context.server";
import { securityLogText } from "~/accounts/texts";
import { conversationDeps } from "~/conversations/deps.server";
import type { TeamMember } from "~/conversations/inbox";
import { grantAdminSchema, revokeAdminSchema } from "~/conversations/validation/inbox";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { StaffAreaShell } from "~/staff/components/staff-area-shell";
import { requireStaff } from "~/staff/guards.server";
import { staffHeaders, staffMeta } from "~/staff/staff-route";
import { listAdmins } from "~/staff/team.server";
import { grantAdminConfirmed, revokeAdminConfirmed, type TeamChangeContext } from "~/staff/team-changes.server";
import { SubmitButton, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";
import { errorText, failureTitles, secondFactorText, toasts } from "~/ui/ui-text";
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
    { failureTitle: failureTitles.staff, keep: ["intent", "email"], where: "admin-team" },
    async (body) => {
      if (isConfirmIntent(body.intent)) {
        const deps = accountDeps(env, request);
        await confirmIdentityFromForm(deps, relyingPartyOf(deps.origin), me.id, sessionToken ?? "", body.intent, body);
        return redirectWithToast("/admin/team", secondFactorText.staffConfirmed);
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
        return redirectWithToast("/admin/team", toasts.adminGranted(email));
      }
      if (body.intent === "revoke") {
        const { userId } = parseWith(revokeAdminSchema, body);
        const { email } = await revokeAdminConfirmed(ctx, userId);
        return redirectWithToast("/admin/team", toasts.adminRevoked(email));
      }
      throw new UserFacingError(400, errorText.invalidRequest);
    },
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, "Team");

const grantAdminFields = lazySchema(() => import("~/conversations/validation/inbox").then((m) => m.grantAdminSchema));

function GrantForm({ answer }: { answer: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(grantAdminFields, {
    action: "/admin/team",
    answer,
  });
  return (
    <Form {...formProps} className="space-y-4">
      <FormAlert toast={alert} />
      <input type="hidden" name="intent" value="grant" />
      <TextField
        label="E-mail of a confirmed account"
        name="email"
        type="email"
        autoComplete="off"
        maxLength={LIMITS.email.max}
        defaultValue={values.email}
        error={errors.email}
        hint="They must have signed up and confirmed their e-mail address on the site."
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Granting…">
          Grant admin
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The answer of a plain post, for the form that sent it only. */
function answerFor(answer: FormAnswer | undefined, intent: string): FormAnswer | null {
  return answer?.values?.intent === intent ? answer : null;
}

const TEAM_PURPOSE: ConfirmPurpose = {
  action: "/admin/team",
  changes: "Adding or removing an admin needs",
  confirmedNote: "you can add and remove admins",
};

/** What the team page shows in place of its changes before "Confirm it's you". */
function ConfirmFirst() {
  return (
    <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink ring-1 ring-slate-200">
      To add or remove admins, first{" "}
      <a href="#confirm" className="font-semibold text-brand-700 underline underline-offset-4">
        confirm it's you
      </a>
      .
    </p>
  );
}

function AdminRow({ member, unlocked }: { member: TeamMember; unlocked: boolean }) {
  const { Form, busy, formProps } = useActionForm(null, { action: "/admin/team" });
  return (
    <li data-testid="team-row" className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-bold text-navy-900">
          {member.name || member.email}
          {member.isYou ? (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">You</span>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted">{member.email}</p>
      </div>
      {member.isYou ? (
        <p className="text-sm text-muted">Another admin can remove your role.</p>
      ) : !unlocked ? null : (
        <Form {...formProps}>
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="userId" value={member.id} />
          <button
            type="submit"
            disabled={busy}
            aria-label={`Revoke admin from ${member.name || member.email}`}
            className="rounded-full border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
          >
            Revoke admin
          </button>
        </Form>
      )}
    </li>
  );
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { confirm } = loaderData;
  const unlocked = confirm.confirmedUntil !== null;
  const revokeAnswer = answerFor(actionData, "revoke");
  return (
    <StaffAreaShell title="Team">
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="admins-title" className="rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
          <h2 id="admins-title" className="px-4 pt-4 text-xl font-extrabold text-navy-900">
            Admins
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
              Confirm it's you
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
              Add an admin
            </h2>
            <p className="mt-1 text-sm text-muted">Admins read and answer contact messages and manage this list.</p>
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
