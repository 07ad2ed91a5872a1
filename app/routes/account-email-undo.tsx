import { accountDeps } from "~/accounts/deps.server";
import { deviceOf } from "~/accounts/devices.server";
import { findEmailChangeToUndo, undoEmailChange } from "~/accounts/email-change-links.server";
import { SingleUseLinkPage, singleUseLinkHeaders } from "~/newsletter/components/single-use-link-page";
import { linkToken } from "~/newsletter/link-token.server";
import { subscriptionFollowsAddress } from "~/newsletter/personal-data.server";
import { createDb } from "~/platform/db/client.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { seo } from "~/ui/seo";
import { errorText, failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/account-email-undo";

// The undo link mailed to the OLD address (7 days). Opening it only looks the token up; the
// button's POST cancels the change or puts the old address back, and signs out every session.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const change = await findEmailChangeToUndo(createDb(env.DB), token, new Date());
  return change
    ? {
        token,
        oldEmail: change.oldEmail,
        newEmail: change.newEmail,
        state: change.completedAt ? "made" : change.cancelledAt ? "ended" : "waiting",
      }
    : { token: null, oldEmail: null, newEmail: null, state: "ended" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(request, { failureTitle: failureTitles.generic, where: "email-change-undo" }, async (body) => {
    await undoEmailChange(
      accountDeps(env, request),
      linkToken(request, body),
      deviceOf(request),
      subscriptionFollowsAddress,
    );
    return { ok: true };
  });
}

export const headers = formPageHeaders(singleUseLinkHeaders);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Undo the change of your e-mail address",
    description: "Undo a change of the e-mail address of your ADRIG account.",
    noindex: true,
    canonicalUrl: "/account/email/undo",
  });

export default function AccountEmailUndo({ loaderData, actionData }: Route.ComponentProps) {
  const { oldEmail, newEmail, state } = loaderData;
  return (
    <SingleUseLinkPage
      path="/account/email/undo"
      token={loaderData.token}
      answer={actionData}
      ask={{
        title: "Undo the change of your e-mail address",
        text:
          state === "made" ? (
            <>
              Your account's address was changed from <strong>{oldEmail}</strong> to <strong>{newEmail}</strong>. Undo
              puts <strong>{oldEmail}</strong> back and signs out every session.
            </>
          ) : state === "waiting" ? (
            <>
              Your account's address is being changed from <strong>{oldEmail}</strong> to <strong>{newEmail}</strong>.
              Undo cancels the change and signs out every session.
            </>
          ) : (
            <>
              A change of your account's address from <strong>{oldEmail}</strong> to <strong>{newEmail}</strong> was
              asked for and has been cancelled or replaced since. Undo cancels any change still waiting and signs out
              every session.
            </>
          ),
        button: "Undo the change",
        busyLabel: "Undoing...",
      }}
      done={{
        title: "The change was undone",
        text: `Your account's address is ${oldEmail ?? "your earlier one"}, and every session was signed out. If you did not ask for the change, someone may know your password: reset it now.`,
        link: { to: "/forgot-password", label: "Reset your password" },
      }}
      invalid={{
        title: "This link no longer works",
        text: <>{errorText.emailChangeLinkInvalid} Undo links work once, for 7 days.</>,
        link: { to: "/login", label: "Log in" },
      }}
    />
  );
}
