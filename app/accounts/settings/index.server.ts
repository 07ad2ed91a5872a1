import { accountDeps } from "~/accounts/deps.server";
import { describeBrowser, placeOf } from "~/accounts/devices.server";
import { relyingPartyOf } from "~/accounts/passkeys.server";
import type { PersonalDataPart } from "~/accounts/personal-data.server";
import { getSession } from "~/accounts/session-context.server";
import type { SessionUser } from "~/accounts/session-user";
import { createDb } from "~/platform/db/client.server";
import { handleForm } from "~/platform/http/form-action.server";
import { intentTable, mergeHandlers } from "~/platform/http/intents.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { failureTitles, toasts } from "~/ui/ui-text";
import { confirmIdentitySection, loadConfirmIdentity } from "./confirm-identity.server";
import type { SettingsActionContext, SettingsLoadContext, SettingsSection } from "./context.server";
import { deleteAccountSection } from "./delete-account.server";
import { emailChangeSection, loadEmailChange } from "./email-change.server";
import { loadPasskeys, passkeysSection } from "./passkeys.server";
import { passwordSection } from "./password.server";
import { profileSection } from "./profile.server";
import { recoveryCodesSection } from "./recovery-codes.server";
import { loadSecurityLog } from "./security-log.server";
import { loadSessions, sessionsSection } from "./sessions.server";
import { loadTimeZone, timeZoneSection } from "./time-zone.server";
import { loadTwoStep, twoStepSection } from "./two-step.server";

/** Every section of /account that accounts owns and that posts: one `intent` belongs to one of them. */
const accountSections: readonly SettingsSection[] = [
  profileSection,
  timeZoneSection,
  emailChangeSection,
  passwordSection,
  confirmIdentitySection,
  twoStepSection,
  recoveryCodesSection,
  passkeysSection,
  sessionsSection,
  deleteAccountSection,
];

/**
 * The handlers of accounts' sections and of those another domain adds (such as the staff
 * signature), and the fields a refusal echoes back, so the form that sent them shows them again.
 */
function sectionsWith(added: readonly SettingsSection[]) {
  const sections = [...accountSections, ...added];
  return {
    // An unknown intent is answered with the spec's catch-all toast, as it always was here.
    actions: intentTable(
      "/account",
      sections.map((section) => section.handlers),
      async (): Promise<Response | FormAnswer> => ({ toast: toasts.unexpected }),
    ),
    keep: ["intent", ...new Set(sections.flatMap((section) => section.keep ?? []))],
  };
}
// An intent claimed twice among accounts' own sections fails when the module loads, not at the first post.
mergeHandlers(
  accountSections.map((section) => section.handlers),
  "/account",
);

type Args = { request: Request; context: Parameters<typeof getRequestContext>[0] };

/**
 * The action of /account: each form names its `intent`; its section's handler answers it (a
 * refusal is answered with the intent, so the right form shows it). Security changes go through
 * security-settings.server.ts, which checks this session's recent "Confirm it's you" and mails the
 * owner about each change.
 */
export function dispatchAccountIntent(
  args: Args,
  user: SessionUser,
  { sections = [], personalData }: { sections?: readonly SettingsSection[]; personalData: readonly PersonalDataPart[] },
) {
  const { actions, keep } = sectionsWith(sections);
  const { request } = args;
  const { env } = getRequestContext(args.context);
  const { sessionToken, reauth, timeZone } = getSession(args.context);
  const deps = accountDeps(env, request);
  const ctx: SettingsActionContext = {
    deps,
    rp: relyingPartyOf(deps.origin),
    user,
    sessionToken: sessionToken ?? "",
    currentSession: sessionToken,
    reauth,
    device: { browser: describeBrowser(request.headers.get("User-Agent")), place: placeOf(request) },
    timeZone,
    env,
    personalData,
  };
  return handleForm(request, { failureTitle: failureTitles.generic, keep, where: "account" }, (body) =>
    actions.dispatch(ctx, body),
  );
}

/** The data of /account: each section's part, read at once, with the part another domain adds (`more`). */
export async function loadAccountSections<More extends object = Record<never, never>>(
  args: Args,
  user: SessionUser,
  more?: (ctx: SettingsLoadContext) => Promise<More>,
) {
  const { env } = getRequestContext(args.context);
  const { sessionToken, reauth, timeZone } = getSession(args.context);
  const ctx: SettingsLoadContext = {
    db: createDb(env.DB),
    user,
    sessionToken,
    reauth,
    timeZone,
    now: new Date(),
    request: args.request,
  };
  const [sessions, twoStep, passkeys, added, emailChange, securityLog] = await Promise.all([
    loadSessions(ctx),
    loadTwoStep(ctx),
    loadPasskeys(ctx),
    more ? more(ctx) : ({} as More),
    loadEmailChange(ctx),
    loadSecurityLog(ctx),
  ]);
  return {
    user,
    ...added,
    ...emailChange,
    ...loadConfirmIdentity(ctx),
    ...loadTimeZone(ctx),
    ...twoStep,
    ...passkeys,
    ...sessions,
    ...securityLog,
  };
}
