import { accountErrorText, accountFailureTitles, emailChangePageText } from "~/accounts";
import {
  accountDeps,
  completeEmailChange,
  deviceOf,
  findEmailChangeToComplete,
  getSession,
} from "~/accounts/index.server";

import { SingleUseLinkPage, singleUseLinkHeaders } from "~/newsletter";
import { linkToken, subscriptionFollowsAddress } from "~/newsletter/index.server";

import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { fill } from "~/ui/fill";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/account-email-confirm";

// The link mailed to the NEW address. Opening it only looks the token up (mail scanners open
// links); the button's POST spends it and makes the change (app/accounts/email-change-links.server.ts).
// No session is needed: the link itself proves the new address.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const change = await findEmailChangeToComplete(accountDeps(env, request).db, token, new Date());
  return change ? { token, newEmail: change.newEmail } : { token: null, newEmail: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const { sessionToken } = getSession(context);
  return handleForm(
    request,
    { failureTitle: accountFailureTitles.confirm, where: "email-change-confirm" },
    async (body) => {
      const { newEmail, keptThisSession } = await completeEmailChange(
        accountDeps(env, request),
        linkToken(request, body),
        sessionToken ?? null,
        deviceOf(request),
        subscriptionFollowsAddress,
      );
      // The page says what became of THIS browser's session (only the one that asked is kept).
      // The address too: the spent link's page no longer knows it once the loader runs again.
      return { ok: true, result: { session: keptThisSession ? "kept" : "signed-out", email: newEmail } };
    },
  );
}

export const headers = formPageHeaders(singleUseLinkHeaders);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: emailChangePageText.emailConfirm.metaTitle,
    description: emailChangePageText.emailConfirm.metaDescription,
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
        title: emailChangePageText.emailConfirm.title,
        text: fill(emailChangePageText.emailConfirm.ask, { email: <strong>{loaderData.newEmail}</strong> }),
        button: emailChangePageText.emailConfirm.button,
        busyLabel: emailChangePageText.emailConfirm.busy,
      }}
      done={(answer) =>
        answer.result?.session === "kept"
          ? {
              title: emailChangePageText.emailConfirm.doneTitle,
              text: emailChangePageText.emailConfirm.done(answer.result?.email),
              link: { to: "/account", label: emailChangePageText.emailConfirm.toAccount },
            }
          : {
              title: emailChangePageText.emailConfirm.doneTitle,
              text: emailChangePageText.emailConfirm.doneElsewhere(answer.result?.email),
              link: { to: "/login", label: emailChangePageText.emailConfirm.logIn },
            }
      }
      invalid={{
        title: emailChangePageText.emailConfirm.invalidTitle,
        text: (
          <>
            {accountErrorText.emailChangeLinkInvalid}
            {` ${emailChangePageText.emailConfirm.invalid}`}
          </>
        ),
        link: { to: "/account#email", label: emailChangePageText.emailConfirm.toAccount },
      }}
    />
  );
}
