import {
  AccountHero,
  AccountLayout,
  ConfirmIdentitySection,
  DataSection,
  DeleteAccountSection,
  EmailChangeSection,
  PasskeysSection,
  PasswordSection,
  ProfileSection,
  SecurityLogSection,
  SessionsSection,
  signedInOnly,
  signInPageText,
  TwoStepSection,
} from "~/accounts";
import { dispatchAccountIntent, loadAccountSections, requireUser } from "~/accounts/index.server";

import { personalDataParts } from "~/personal-data.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { StaffSignatureSection } from "~/staff";
import { loadStaffSignature, staffSignatureSection } from "~/staff/index.server";
import { seo } from "~/ui/seo";
import { ShownZone } from "~/ui/shown-zone";
import type { Route } from "./+types/account";

/** Each section's part of the page's data (app/accounts/settings/, and the staff's signature in app/staff/settings/). */
export async function loader(args: Route.LoaderArgs) {
  return loadAccountSections(args, requireUser(args), loadStaffSignature);
}

/** Each form names its `intent`; the section that owns it answers (app/accounts/settings/index.server.ts). */
export async function action(args: Route.ActionArgs) {
  const { env } = getRequestContext(args.context);
  return dispatchAccountIntent(args, requireUser(args), {
    sections: [staffSignatureSection],
    personalData: personalDataParts(env),
  });
}

export const handle = signedInOnly;

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: signInPageText.account.metaTitle,
    description: signInPageText.account.metaDescription,
    noindex: true,
  });

export default function Account({ loaderData: data, actionData: answer }: Route.ComponentProps) {
  const unlocked = data.confirmedUntil !== null;
  return (
    <ShownZone zone={data.timeZone}>
      <AccountHero />
      <AccountLayout staff={data.staffProfile !== null}>
        <ProfileSection user={data.user} timeZone={data.timeZone} zones={data.zones} answer={answer} />
        <StaffSignatureSection profile={data.staffProfile} answer={answer} />
        <EmailChangeSection
          email={data.user.email}
          pending={data.emailChange}
          undone={data.undoneEmailChange}
          unlocked={unlocked}
          answer={answer}
        />
        <PasswordSection answer={answer} />
        <ConfirmIdentitySection
          state={{
            confirmedUntil: data.confirmedUntil,
            withCode: data.twoStep.on,
            withPasskey: data.passkeys.length > 0,
          }}
          answer={answer}
        />
        <TwoStepSection state={data.twoStep} account={data.user.email} unlocked={unlocked} answer={answer} />
        <PasskeysSection
          passkeys={data.passkeys}
          newPasskeyName={data.newPasskeyName}
          unlocked={unlocked}
          answer={answer}
        />
        <SessionsSection sessions={data.sessions} />
        <SecurityLogSection log={data.securityLog} />
        <DataSection />
        <DeleteAccountSection answer={answer} />
      </AccountLayout>
    </ShownZone>
  );
}
