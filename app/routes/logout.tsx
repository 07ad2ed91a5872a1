import { redirect } from "react-router";
import { accountFailureTitles, accountToasts } from "~/accounts";
import {
  accountDeps,
  clearedSessionCookie,
  getSession,
  invalidateSession,
  sessionConfig,
} from "~/accounts/index.server";
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
