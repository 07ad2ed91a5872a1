import { AuthPage, accountFailureTitles, keptFields, SignupForm, signInPage, signInPageText } from "~/accounts";
import { accountDeps, requireAnonymous, signupActions } from "~/accounts/index.server";
import { site } from "~/content/site";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { safeRedirect } from "~/ui/forms/form-answer";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/signup";

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  // Where the new account lands once confirmed (the login page's "Sign Up" carries it on).
  return { redirectTo: safeRedirect(new URL(args.request.url).searchParams.get("redirectTo")) };
}

/**
 * Signs up, or mails the link again (app/accounts/sign-in-actions.server.ts): both answer "Check
 * your inbox" with the address; the page (or the dialog) shows the panel.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const ctx = { env, deps: accountDeps(env, request), request, sessionToken: null };
  return handleForm(
    request,
    { failureTitle: accountFailureTitles.signup, keep: keptFields.signup, where: "signup" },
    (body) => signupActions.dispatch(ctx, body),
  );
}

/** A content page (routes.ts) that is itself a sign-in form: no sign-in dialogs over it. */
export const handle = signInPage;

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: signInPageText.signup.metaTitle,
    description: signInPageText.signup.metaDescription,
    noindex: true,
  });

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage title={signInPageText.signup.title} description={signInPageText.signup.description(site.brand)}>
      <SignupForm answer={actionData} redirectTo={loaderData.redirectTo} />
    </AuthPage>
  );
}
