import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookie, createDb, invalidateSession, sessionConfig } from "~/lib/auth.server";
import { handleForm, redirectWithToast } from "~/lib/form-action.server";
import { safeRedirect } from "~/lib/form-answer";
import { failureTitles, toasts } from "~/lib/messages";
import { getRequestContext } from "~/lib/request-context.server";
import { formPageHeaders } from "~/lib/route-headers";

/** Sign-out has no page: a GET goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, sessionToken } = getRequestContext(context);
  return handleForm(request, { failureTitle: failureTitles.signOut, where: "logout" }, async (body) => {
    if (sessionToken) await invalidateSession(createDb(env.DB), sessionToken);
    return redirectWithToast(safeRedirect(body.redirectTo), toasts.signedOut, [clearedSessionCookie(sessionConfig(env))]);
  });
}

export const headers = formPageHeaders();
