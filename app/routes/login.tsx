import {
  AuthPage,
  accountFailureTitles,
  keptFields,
  LoginForm,
  PasskeyModules,
  signInPage,
  signInPageText,
} from "~/accounts";
import { accountDeps, getSession, loginActions, requireAnonymous } from "~/accounts/index.server";
import { site } from "~/content/site";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { safeRedirect } from "~/ui/forms/form-answer";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/login";

export function loader(args: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"));
  requireAnonymous(args, redirectTo);
  return { redirectTo };
}

/**
 * Logs in with a password (then a code), or with a passkey; or mails a new confirmation link
 * (app/accounts/sign-in-actions.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const { sessionToken } = getSession(context);
  const ctx = { env, deps: accountDeps(env, request), request, sessionToken };
  return handleForm(
    request,
    { failureTitle: accountFailureTitles.login, keep: keptFields.login, where: "login" },
    (body) => loginActions.dispatch(ctx, body),
  );
}

/** A content page (routes.ts) that is itself a sign-in form: no sign-in dialogs over it. */
export const handle = signInPage;

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: signInPageText.login.metaTitle,
    description: signInPageText.login.metaDescription,
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AuthPage title={signInPageText.login.title(site.brand)} description={signInPageText.login.description}>
        <LoginForm redirectTo={loaderData.redirectTo} answer={actionData} />
      </AuthPage>
      <PasskeyModules />
    </>
  );
}
