import { redirect } from "react-router";
import { accountDeps } from "~/accounts/deps.server";
import { clearedSessionCookie, invalidateSession, sessionConfig } from "~/accounts/session.server";
import { getSession } from "~/accounts/session-context.server";
import { accountFailureTitles, accountToasts } from "~/accounts/texts";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { safeRedirect } from "~/ui/forms/form-answer";
import type { Route } from "./+types/logout";

/** Sign-out has no page: a GET goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const { sessionToken } = getSession(context);
  return handleForm(request, { failureTitle: accountFailureTitles.signOut, where: "logout" }, async (body) => {
    if (sessionToken) await invalidateSession(accountDeps(env, request).db, sessionToken);
    return redirectWithToast(safeRedirect(body.redirectTo), accountToasts.signedOut, [
      clearedSessionCookie(sessionConfig(env)),
    ]);
  });
}

export const headers = formPageHeaders();
