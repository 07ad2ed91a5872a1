import { AuthPage } from "~/accounts/components/sign-in/auth-page";
import { ForgotPasswordForm } from "~/accounts/components/sign-in/forgot-password-form";
import { accountDeps } from "~/accounts/deps.server";
import { requestPasswordReset } from "~/accounts/password-reset.server";
import { emailOnlySchema } from "~/accounts/validation/auth";
import { parseWith } from "~/platform/http/body.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { safeRedirect } from "~/ui/forms/form-answer";
import { seo } from "~/ui/seo";
import { failureTitles, toasts } from "~/ui/ui-text";
import type { Route } from "./+types/forgot-password";

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(
    request,
    { failureTitle: failureTitles.generic, keep: ["email"], where: "forgot-password" },
    async (body) => {
      const { email } = parseWith(emailOnlySchema, body);
      await requestPasswordReset(accountDeps(env, request), email, clientIp(request));
      return redirectWithToast(safeRedirect(body.redirectTo, "/login"), toasts.checkEmail);
    },
  );
}

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Reset your password",
    description: "Request a link to reset your ADRIG password.",
    noindex: true,
  });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthPage
      title="Reset your password"
      description="Enter your account's email and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm redirectTo="/login" answer={actionData} />
    </AuthPage>
  );
}
