import {
  AuthPage,
  accountToasts,
  emailOnlySchema,
  ForgotPasswordForm,
  keptFields,
  signInPage,
  signInPageText,
} from "~/accounts";

import { accountDeps, requestPasswordReset } from "~/accounts/index.server";

import { parseWith } from "~/platform/http/body.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { safeRedirect } from "~/ui/forms/form-answer";
import { seo } from "~/ui/seo";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/forgot-password";

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(
    request,
    { failureTitle: failureTitles.generic, keep: keptFields.forgotPassword, where: "forgot-password" },
    async (body) => {
      const { email } = parseWith(emailOnlySchema, body);
      await requestPasswordReset(accountDeps(env, request), email, clientIp(request));
      return redirectWithToast(safeRedirect(body.redirectTo, "/login"), accountToasts.checkEmail);
    },
  );
}

/** A content page (routes.ts) that is itself a sign-in form: no sign-in dialogs over it. */
export const handle = signInPage;

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: signInPageText.forgotPassword.metaTitle,
    description: signInPageText.forgotPassword.metaDescription,
    noindex: true,
  });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthPage title={signInPageText.forgotPassword.title} description={signInPageText.forgotPassword.description}>
      <ForgotPasswordForm redirectTo="/login" answer={actionData} />
    </AuthPage>
  );
}
