import { confirmIdentityState, getSession, listStaffEvents } from "~/accounts/index.server";
import { keptFields } from "~/conversations";
import { conversationDeps } from "~/conversations/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta, TeamPage, teamPageText } from "~/staff";
import { listTeam, requireStaff, teamActions } from "~/staff/index.server";
import type { Route } from "./+types/admin-team";

export async function loader(args: Route.LoaderArgs) {
  const me = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const { reauth } = getSession(args.context);
  const db = conversationDeps(env).db;
  const [team, confirm, staffEvents] = await Promise.all([
    listTeam(db, me),
    confirmIdentityState(db, me.id, reauth, new Date()),
    listStaffEvents(db),
  ]);
  // Staff changes (the security log's role changes): who gave or removed admin access, when, from where.
  return { team, confirm, staffEvents };
}

/**
 * Grant the role to a confirmed account, or revoke another's (never one's own, never the last),
 * after this session's "Confirm it's you" (app/staff/team-actions.server.ts).
 */
export async function action(args: Route.ActionArgs) {
  const me = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const { sessionToken, reauth } = getSession(args.context);
  const ctx = { env, request: args.request, me, sessionToken, reauth };
  return handleForm(
    args.request,
    { failureTitle: staffFailureTitles.staff, keep: keptFields.team, where: "admin-team" },
    (body) => teamActions.dispatch(ctx, body),
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, teamPageText.title);

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffAreaShell title={teamPageText.title}>
      <TeamPage
        team={loaderData.team}
        confirm={loaderData.confirm}
        staffEvents={loaderData.staffEvents}
        answer={actionData ?? null}
      />
    </StaffAreaShell>
  );
}
