import {
  AuthPage,
  accountFailureTitles,
  checkMailAnswer,
  emailOnlySchema,
  keptFields,
  SignupForm,
  signInPageText,
  signupSchema,
} from "~/accounts";

import { accountDeps, requireAnonymous, resendConfirmation, signUp } from "~/accounts/index.server";

import { site } from "~/content/site";
import { parseWith } from "~/platform/http/body.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { type FormAnswer, safeRedirect } from "~/ui/forms/form-answer";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/signup";

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  // Where the new account lands once confirmed (the login page's "Sign Up" carries it on).
  return { redirectTo: safeRedirect(new URL(args.request.url).searchParams.get("redirectTo")) };
}

/**
 * Signs up, or (intent=resend-confirmation, from the "Check your inbox" panel) mails the link
 * again. Both answer "Check your inbox" with the address, the same for a new address, a pending
 * sign-up and an existing account; the page (or the dialog) shows the panel.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const deps = accountDeps(env, request);
  return handleForm(
    request,
    { failureTitle: accountFailureTitles.signup, keep: keptFields.signup, where: "signup" },
    async (body): Promise<FormAnswer> => {
      if (body.intent === "resend-confirmation") {
        const { email } = parseWith(emailOnlySchema, body);
        await resendConfirmation(deps, email, clientIp(request));
        return checkMailAnswer(email, { resent: true });
      }
      const input = parseWith(signupSchema, body);
      await signUp(deps, input, clientIp(request), safeRedirect(body.redirectTo));
      return checkMailAnswer(input.email);
    },
  );
}

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
