import { accountDeps } from "~/accounts/deps.server";
import { deviceOf } from "~/accounts/devices.server";
import { completeEmailChange, findEmailChangeToComplete } from "~/accounts/email-change-links.server";
import { getSession } from "~/accounts/session-context.server";
import { SingleUseLinkPage, singleUseLinkHeaders } from "~/newsletter/components/single-use-link-page";
import { linkToken } from "~/newsletter/link-token.server";
import { subscriptionFollowsAddress } from "~/newsletter/personal-data.server";
import { createDb } from "~/platform/db/client.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { seo } from "~/ui/seo";
import { errorText, failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/account-email-confirm";

// The link mailed to the NEW address. Opening it only looks the token up (mail scanners open
// links); the button's POST spends it and makes the change (app/accounts/email-change-links.server.ts).
// No session is needed: the link itself proves the new address.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const change = await findEmailChangeToComplete(createDb(env.DB), token, new Date());
  return change ? { token, newEmail: change.newEmail } : { token: null, newEmail: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const { sessionToken } = getSession(context);
  return handleForm(request, { failureTitle: failureTitles.confirm, where: "email-change-confirm" }, async (body) => {
    await completeEmailChange(
      accountDeps(env, request),
      linkToken(request, body),
      sessionToken ?? null,
      deviceOf(request),
      subscriptionFollowsAddress,
    );
    return { ok: true };
  });
}

export const headers = formPageHeaders(singleUseLinkHeaders);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Confirm your new e-mail address",
    description: "Confirm the new e-mail address of your ADRIG account.",
    noindex: true,
    canonicalUrl: "/account/email/confirm",
  });

export default function AccountEmailConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SingleUseLinkPage
      path="/account/email/confirm"
      token={loaderData.token}
      answer={actionData}
      ask={{
        title: "Confirm your new e-mail address",
        text: (
          <>
            Press the button to use <strong>{loaderData.newEmail}</strong> for your ADRIG account from now on. Every
            other session is signed out.
          </>
        ),
        button: "Use this address",
        busyLabel: "Changing...",
      }}
      done={{
        title: "Your e-mail address was changed",
        text: `From now on, sign in with ${loaderData.newEmail ?? "your new address"}. Other sessions were signed out; your earlier address was told.`,
        link: { to: "/account", label: "Go to your account" },
      }}
      invalid={{
        title: "This link no longer works",
        text: (
          <>
            {errorText.emailChangeLinkInvalid} Links to confirm a new address work once and expire after 24 hours; ask
            for a new one on your account page.
          </>
        ),
        link: { to: "/account#email", label: "Go to your account" },
      }}
    />
  );
}
