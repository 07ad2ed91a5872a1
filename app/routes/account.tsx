import { redirect } from "react-router";
import {
  changePassword,
  deleteAccount,
  listUserSessions,
  signOutOtherSessions,
  signOutSession,
  startAccountDeletion,
  updateName,
} from "~/accounts/account-settings.server";
import { AccountSection } from "~/accounts/components/account-section";
import { ChangePasswordForm } from "~/accounts/components/change-password-form";
import { ConfirmIdentity } from "~/accounts/components/confirm-identity";
import { DeleteAccount } from "~/accounts/components/delete-account";
import { EmailChangeForm } from "~/accounts/components/email-change-form";
import { PasskeysSection } from "~/accounts/components/passkeys-section";
import { ProfileForm } from "~/accounts/components/profile-form";
import { SecurityLog } from "~/accounts/components/security-log";
import { SessionsList } from "~/accounts/components/sessions-list";
import { StaffSignatureForm } from "~/accounts/components/staff-signature-form";
import { TwoStepSection, type TwoStepState } from "~/accounts/components/two-step-section";
import { accountDeps } from "~/accounts/deps.server";
import { describeBrowser, placeOf } from "~/accounts/devices.server";
import { pendingEmailChange, requestEmailChange } from "~/accounts/email-change.server";
import { suggestedPasskeyName } from "~/accounts/passkey-names.server";
import { listPasskeys, relyingPartyOf } from "~/accounts/passkeys.server";
import { confirmIdentityFromForm, isConfirmIntent, reauthOpenUntil } from "~/accounts/reauthentication.server";
import { listSecurityEvents } from "~/accounts/security-log.server";
import {
  addPasskeyConfirmed,
  removePasskeyConfirmed,
  renamePasskeyConfirmed,
  renewRecoveryCodesConfirmed,
  type SecurityContext,
  startTwoStepConfirmed,
  turnOffTwoStepConfirmed,
  turnOnTwoStepConfirmed,
} from "~/accounts/security-settings.server";
import { clearedSessionCookie, sessionConfig } from "~/accounts/session.server";
import { signedInOnly } from "~/accounts/signed-in-only";
import { isTwoStepOn, pendingTwoStep, recoveryCodesLeft } from "~/accounts/two-step.server";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
} from "~/accounts/validation/account";
import { addPasskeySchema, removePasskeySchema, renamePasskeySchema } from "~/accounts/validation/passkeys";
import { confirmTwoStepSchema, turnOffTwoStepSchema } from "~/accounts/validation/two-step";
import { createDb } from "~/platform/db/client.server";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { requireUser } from "~/platform/http/guards.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { hashToken } from "~/platform/tokens.server";
import { isStaff } from "~/staff/is-staff";
import { staffProfileOf, updateStaffProfile } from "~/staff/profile.server";
import { staffProfileSchema } from "~/staff/validation/staff";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import { errorText, failureTitles, securityLogText, toasts } from "~/ui/ui-text";
import type { Route } from "./+types/account";

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env, sessionToken, reauth } = getRequestContext(args.context);
  const db = createDb(env.DB);
  const now = new Date();
  const [sessions, twoStepOn, recoveryLeft, pending, passkeys, staffProfile, emailChange, securityLog] =
    await Promise.all([
      listUserSessions(db, user.id, sessionToken, now),
      isTwoStepOn(db, user.id),
      recoveryCodesLeft(db, user.id),
      sessionToken ? pendingTwoStep(db, user, hashToken(sessionToken)) : null,
      listPasskeys(db, user.id),
      isStaff(user) ? staffProfileOf(db, user.id) : null,
      pendingEmailChange(db, user.id, now),
      listSecurityEvents(db, user.id),
    ]);
  return {
    user,
    /** Staff only: how their replies are signed. */
    staffProfile: staffProfile && { displayName: staffProfile.displayName, signature: staffProfile.signature },
    /** A change of address waiting for the link mailed to the new address. */
    emailChange: emailChange && { newEmail: emailChange.newEmail, expiresAt: emailChange.expiresAt.toISOString() },
    /** Until when this session may make security changes without confirming again, if it may. */
    confirmedUntil: reauthOpenUntil(reauth, now)?.toISOString() ?? null,
    twoStep: {
      on: twoStepOn,
      recoveryCodesLeft: recoveryLeft,
      pending: twoStepOn || !pending ? null : { secret: pending.secret, qrSvg: pending.qrSvg },
    } satisfies TwoStepState,
    /** What "Add a passkey" offers as its name: this browser's, unless a passkey has it already. */
    newPasskeyName: suggestedPasskeyName(
      describeBrowser(args.request.headers.get("User-Agent")),
      passkeys.map((p) => p.name),
    ),
    passkeys: passkeys.map((p) => ({
      ...p,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.current,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      browser: s.browser,
      place: s.place,
    })),
    /** The last 50 security events, newest first (browser and place, never an IP address). */
    securityLog,
  };
}

/** Recovery codes are answered once, with the form that made them, and never kept in the page's data. */
const withRecoveryCodes = (intent: string, codes: string[], toast: FormAnswer["toast"]): FormAnswer => ({
  ok: true,
  toast,
  values: { intent, recoveryCodes: codes.join(" ") },
});

/**
 * Each form of the page names its `intent`; a refusal is answered with it, so the right form shows
 * it. Security changes go through security-settings.ts, which checks this session's recent
 * "Confirm it's you" (the `reauth-*` intents) and mails the owner about each change.
 */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const { request } = args;
  const { env, sessionToken, reauth } = getRequestContext(args.context);
  const deps = accountDeps(env, request);
  const keep = ["intent", "name", "id", "displayName", "signature", "email"];
  const rp = relyingPartyOf(deps.origin);
  const device = { browser: describeBrowser(request.headers.get("User-Agent")), place: placeOf(request) };
  const security: SecurityContext = { deps, rp, user, sessionToken: sessionToken ?? "", reauth, device };
  return handleForm(
    request,
    { failureTitle: failureTitles.generic, keep, where: "account" },
    async (body): Promise<Response | FormAnswer> => {
      if (isConfirmIntent(body.intent)) {
        await confirmIdentityFromForm(deps, rp, user.id, sessionToken ?? "", body.intent, body);
        return redirectWithToast("/account#security", toasts.identityConfirmed);
      }
      switch (body.intent) {
        case "profile":
          await updateName(deps.db, user.id, parseWith(profileSchema, body).name, deps.now());
          return redirectWithToast("/account", toasts.profileUpdated);
        case "password":
          await changePassword(deps, user.id, parseWith(changePasswordSchema, body), sessionToken, device);
          return redirectWithToast("/account", toasts.passwordChanged);
        case "staff-profile":
          if (!isStaff(user)) throw new UserFacingError(404, errorText.notFound, "not_found");
          await updateStaffProfile(deps.db, user.id, parseWith(staffProfileSchema, body), deps.now());
          return redirectWithToast("/account#signature", toasts.profileSaved);
        case "sign-out-others":
          await signOutOtherSessions(deps.db, user.id, sessionToken, device, deps.now());
          return redirectWithToast("/account", toasts.otherSessionsEnded);
        // Ending a session protects the account and changes no way of signing in, so it needs no
        // "Confirm it's you" (as "Sign out other sessions", and as GitHub does).
        case "sign-out-session":
          await signOutSession(deps.db, user.id, body.id, sessionToken, device, deps.now());
          return redirectWithToast("/account#sessions", toasts.sessionEnded);
        case "passkey-add": {
          const { credential, name } = parseWith(addPasskeySchema, body);
          await addPasskeyConfirmed(security, credential, name);
          return redirectWithToast("/account#passkeys", toasts.passkeyAdded);
        }
        case "passkey-rename": {
          const { id, name } = parseWith(renamePasskeySchema, body);
          await renamePasskeyConfirmed(security, id, name);
          return redirectWithToast("/account#passkeys", toasts.passkeyRenamed);
        }
        case "passkey-remove":
          await removePasskeyConfirmed(security, parseWith(removePasskeySchema, body).id);
          return redirectWithToast("/account#passkeys", toasts.passkeyRemoved);
        case "two-step-start":
          await startTwoStepConfirmed(security);
          return redirect("/account#two-step");
        case "two-step-confirm": {
          const codes = await turnOnTwoStepConfirmed(security, parseWith(confirmTwoStepSchema, body).code);
          return withRecoveryCodes("two-step-confirm", codes, toasts.twoStepOn);
        }
        case "recovery-codes":
          return withRecoveryCodes(
            "recovery-codes",
            await renewRecoveryCodesConfirmed(security),
            toasts.recoveryCodesRenewed,
          );
        case "two-step-off":
          await turnOffTwoStepConfirmed(security, parseWith(turnOffTwoStepSchema, body).code);
          return redirectWithToast("/account", toasts.twoStepOff);
        // The same answer whether or not the address is taken (email-change.ts).
        case "email-change":
          await requestEmailChange(security, parseWith(changeEmailSchema, body).email);
          return redirectWithToast("/account#email", toasts.emailChangeRequested);
        case "delete-start": {
          const confirmation = await startAccountDeletion(deps, user.id, parseWith(deleteAccountSchema, body).password);
          return { ok: true, values: { intent: "delete-start", confirmation } } satisfies FormAnswer;
        }
        case "delete":
          await deleteAccount(deps, user.id, typeof body.confirmation === "string" ? body.confirmation : "");
          return redirectWithToast("/", toasts.accountDeleted, [clearedSessionCookie(sessionConfig(env))]);
        default:
          return { toast: toasts.unexpected } satisfies FormAnswer;
      }
    },
  );
}

export const handle = signedInOnly;

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Your Account", description: "Your ADRIG profile, password, sessions and data.", noindex: true });

/** The answer of a plain post, for the form that sent it only. */
function answerFor(answer: FormAnswer | undefined, intent: string): FormAnswer | null {
  return answer?.values?.intent === intent ? answer : null;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessions, confirmedUntil } = loaderData;
  const unlocked = confirmedUntil !== null;
  return (
    <>
      <PageHero
        title="Your Account"
        align="center"
        width="max-w-4xl"
        intro={
          <p className="mx-auto max-w-2xl">
            Manage your profile, your password, passkeys, two-step verification and where you are signed in, download
            your data or delete your account.
          </p>
        }
      />
      <div className="bg-brand-50 px-4 py-14 sm:px-6">
        <div className="mx-auto grid max-w-3xl gap-8">
          <AccountSection id="profile" title="Profile">
            <ProfileForm user={user} answer={answerFor(actionData, "profile")} />
          </AccountSection>
          {loaderData.staffProfile ? (
            <AccountSection id="signature" title="Your signature (staff)">
              <StaffSignatureForm profile={loaderData.staffProfile} answer={answerFor(actionData, "staff-profile")} />
            </AccountSection>
          ) : null}
          <AccountSection id="email" title="E-mail address">
            <EmailChangeForm
              email={user.email}
              pending={loaderData.emailChange}
              unlocked={unlocked}
              answer={answerFor(actionData, "email-change")}
            />
          </AccountSection>
          <AccountSection id="password" title="Change Password">
            <ChangePasswordForm answer={answerFor(actionData, "password")} />
          </AccountSection>
          <AccountSection id="security" title="Confirm it's you">
            <ConfirmIdentity
              state={{
                confirmedUntil,
                withCode: loaderData.twoStep.on,
                withPasskey: loaderData.passkeys.length > 0,
              }}
              answers={{
                password: answerFor(actionData, "reauth-password"),
                code: answerFor(actionData, "reauth-code"),
                passkey: answerFor(actionData, "reauth-passkey"),
              }}
            />
          </AccountSection>
          <AccountSection id="two-step" title="Two-step verification">
            <TwoStepSection
              state={loaderData.twoStep}
              account={user.email}
              unlocked={unlocked}
              answers={{
                start: answerFor(actionData, "two-step-start"),
                confirm: answerFor(actionData, "two-step-confirm"),
                renew: answerFor(actionData, "recovery-codes"),
                off: answerFor(actionData, "two-step-off"),
              }}
            />
          </AccountSection>
          <AccountSection id="passkeys" title="Passkeys">
            <PasskeysSection
              passkeys={loaderData.passkeys}
              newPasskeyName={loaderData.newPasskeyName}
              unlocked={unlocked}
              answers={{
                rename: answerFor(actionData, "passkey-rename"),
                remove: answerFor(actionData, "passkey-remove"),
              }}
            />
          </AccountSection>
          <AccountSection id="sessions" title="Sessions">
            <SessionsList sessions={sessions} />
          </AccountSection>
          <AccountSection id="security-log" title={securityLogText.title}>
            <SecurityLog events={loaderData.securityLog} />
          </AccountSection>
          <AccountSection id="data" title="Your Data">
            <p className="text-muted">
              A copy of everything we hold about you: your profile, your sessions, your passkeys, your security log,
              every message you sent us with our replies, and your newsletter subscription.
            </p>
            <a
              href="/account/data"
              download
              className="mt-4 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Download my data
            </a>
          </AccountSection>
          <AccountSection id="delete" title="Delete Account" tone="danger">
            <DeleteAccount answer={answerFor(actionData, "delete-start") ?? answerFor(actionData, "delete")} />
          </AccountSection>
        </div>
      </div>
    </>
  );
}
