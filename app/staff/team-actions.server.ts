import { confirmIntents, type SessionUser } from "~/accounts";
import { accountDeps, confirmIdentityFromForm, deviceOf, type Reauth, relyingPartyOf } from "~/accounts/index.server";
import { grantStaffSchema, revokeStaffSchema } from "~/conversations";
import { conversationDeps } from "~/conversations/index.server";
import { parseWith } from "~/platform/http/body.server";
import { type IntentHandlers, intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { teamIntents } from "./components/team";
import { grantStaffConfirmed, revokeStaffConfirmed, type TeamChangeContext } from "./team-changes.server";
import { staffToasts } from "./texts";

/** What /admin/team hands its forms' handlers: who is asking, with this session's token and last confirmation. */
type TeamPageContext = {
  env: Env;
  request: Request;
  me: SessionUser;
  sessionToken: string | null;
  reauth: Reauth | null | undefined;
};

type Handlers = IntentHandlers<TeamPageContext, Response>;

const TEAM_PATH = "/admin/team";

/** "Confirm it's you", with /account's forms (app/accounts/components/confirm-identity.tsx). */
const confirmHandlers: Handlers = Object.fromEntries(
  Object.values(confirmIntents).map((intent) => [
    intent,
    async (ctx: TeamPageContext, body: Record<string, unknown>) => {
      const deps = accountDeps(ctx.env, ctx.request);
      await confirmIdentityFromForm(deps, relyingPartyOf(deps.origin), ctx.me.id, ctx.sessionToken ?? "", intent, body);
      return redirectWithToast(TEAM_PATH, staffToasts.staffConfirmed);
    },
  ]),
);

function changeContext(ctx: TeamPageContext): TeamChangeContext {
  const { db, mailer, now, origin } = conversationDeps(ctx.env);
  return { deps: { db, mailer, now, origin }, actor: ctx.me, reauth: ctx.reauth, device: deviceOf(ctx.request) };
}

/** Grant the role to a confirmed account, or revoke another's (team.tsx): each waits for "Confirm it's you". */
const teamHandlers: Handlers = {
  [teamIntents.grant]: async (ctx, body) => {
    const { email } = parseWith(grantStaffSchema, body);
    await grantStaffConfirmed(changeContext(ctx), email);
    return redirectWithToast(TEAM_PATH, staffToasts.staffGranted(email));
  },
  [teamIntents.revoke]: async (ctx, body) => {
    const { userId } = parseWith(revokeStaffSchema, body);
    const { email } = await revokeStaffConfirmed(changeContext(ctx), userId);
    return redirectWithToast(TEAM_PATH, staffToasts.staffRevoked(email));
  },
};

/**
 * The team page's forms. Both changes need this session's "Confirm it's you" of the last 10
 * minutes, which the page asks for with /account's forms and code; each change is mailed to every
 * staff member and to the account concerned (team-changes.server.ts).
 */
export const teamActions = intentTable(TEAM_PATH, [confirmHandlers, teamHandlers]);
