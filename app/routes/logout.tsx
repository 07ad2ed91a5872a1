import { redirect } from "react-router";
import { clearedSessionCookie, invalidateSession, sessionConfig } from "~/accounts/session.server";
import { getSession } from "~/accounts/session-context.server";
import { createDb } from "~/platform/db/client.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { safeRedirect } from "~/ui/forms/form-answer";
import { failureTitles, toasts } from "~/ui/ui-text";
import type { Route } from "./+types/logout";

/** Sign-out has no page: a GET goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const { sessionToken } = getSession(context);
  return handleForm(request, { failureTitle: failureTitles.signOut, where: "logout" }, async (body) => {
    if (sessionToken) await invalidateSession(createDb(env.DB), sessionToken);
    return redirectWithToast(safeRedirect(body.redirectTo), toasts.signedOut, [
      clearedSessionCookie(sessionConfig(env)),
    ]);
  });
}

export const headers = formPageHeaders();
