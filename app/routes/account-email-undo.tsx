import { accountErrorText, emailChangePageText } from "~/accounts";
import { accountDeps, deviceOf, findEmailChangeToUndo, undoEmailChange, undoState } from "~/accounts/index.server";

import { SingleUseLinkPage, singleUseLinkHeaders } from "~/newsletter";
import { linkToken, subscriptionFollowsAddress } from "~/newsletter/index.server";

import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { fill } from "~/ui/fill";
import { seo } from "~/ui/seo";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/account-email-undo";

// The undo link mailed to the OLD address (7 days). Opening it only looks the token up; the
// button's POST cancels the change or puts the old address back, and signs out every session.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const change = await findEmailChangeToUndo(accountDeps(env, request).db, token, new Date());
  return change
    ? {
        token,
        oldEmail: change.oldEmail,
        newEmail: change.newEmail,
        state: undoState(change),
      }
    : { token: null, oldEmail: null, newEmail: null, state: "ended" as const };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(request, { failureTitle: failureTitles.generic, where: "email-change-undo" }, async (body) => {
    const outcome = await undoEmailChange(
      accountDeps(env, request),
      linkToken(request, body),
      deviceOf(request),
      subscriptionFollowsAddress,
    );
    return { ok: true, result: { outcome } };
  });
}

export const headers = formPageHeaders(singleUseLinkHeaders);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: emailChangePageText.emailUndo.metaTitle,
    description: emailChangePageText.emailUndo.metaDescription,
    noindex: true,
    canonicalUrl: "/account/email/undo",
  });

/** What the page says before the button, by where the change stands (undoState). */
const ASK = {
  made: emailChangePageText.emailUndo.askMade,
  "moved-on": emailChangePageText.emailUndo.askMovedOn,
  waiting: emailChangePageText.emailUndo.askWaiting,
  ended: emailChangePageText.emailUndo.askGone,
} as const;

export default function AccountEmailUndo({ loaderData, actionData }: Route.ComponentProps) {
  const { oldEmail, newEmail, state } = loaderData;
  return (
    <SingleUseLinkPage
      path="/account/email/undo"
      token={loaderData.token}
      answer={actionData}
      ask={{
        title: emailChangePageText.emailUndo.title,
        text: fill(ASK[state], { old: <strong>{oldEmail}</strong>, new: <strong>{newEmail}</strong> }),
        button: emailChangePageText.emailUndo.button,
        busyLabel: emailChangePageText.emailUndo.busy,
      }}
      done={(answer) =>
        // The address had moved on since this change (a → b → c): it stays, every session was signed out.
        answer.result?.outcome === "signed-out"
          ? {
              title: emailChangePageText.emailUndo.signedOutTitle,
              text: emailChangePageText.emailUndo.signedOut(oldEmail),
              link: { to: "/contact", label: emailChangePageText.emailUndo.contactUs },
            }
          : {
              title: emailChangePageText.emailUndo.doneTitle,
              text: emailChangePageText.emailUndo.done(oldEmail),
              link: { to: "/forgot-password", label: emailChangePageText.emailUndo.resetPassword },
            }
      }
      invalid={{
        title: emailChangePageText.emailUndo.invalidTitle,
        text: (
          <>
            {accountErrorText.emailChangeLinkInvalid}
            {` ${emailChangePageText.emailUndo.invalid}`}
          </>
        ),
        link: { to: "/login", label: emailChangePageText.emailUndo.logIn },
      }}
    />
  );
}
