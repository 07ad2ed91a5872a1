import { redirect } from "react-router";
import { clearedSessionCookie, invalidateSession, sessionConfig } from "~/.server/accounts/session";
import { createDb } from "~/.server/db/client";
import { handleForm } from "~/.server/http/form-action";
import { getRequestContext } from "~/.server/http/request-context";
import { redirectWithToast } from "~/.server/toast";
import { safeRedirect } from "~/lib/form-answer";
import { formPageHeaders } from "~/lib/route-headers";
import { failureTitles, toasts } from "~/lib/ui-text";
import type { Route } from "./+types/logout";

/** Sign-out has no page: a GET goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, sessionToken } = getRequestContext(context);
  return handleForm(request, { failureTitle: failureTitles.signOut, where: "logout" }, async (body) => {
    if (sessionToken) await invalidateSession(createDb(env.DB), sessionToken);
    return redirectWithToast(safeRedirect(body.redirectTo), toasts.signedOut, [
      clearedSessionCookie(sessionConfig(env)),
    ]);
  });
}

export const headers = formPageHeaders();
