import { accountDeps } from "~/.server/accounts/deps";
import { requestPasswordReset } from "~/.server/accounts/password-reset";
import { parseWith } from "~/.server/http/body";
import { clientIp } from "~/.server/http/client-ip";
import { handleForm } from "~/.server/http/form-action";
import { getRequestContext } from "~/.server/http/request-context";
import { redirectWithToast } from "~/.server/toast";
import { AuthPage } from "~/components/auth/auth-page";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { safeRedirect } from "~/lib/form-answer";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { failureTitles, toasts } from "~/lib/ui-text";
import { emailOnlySchema } from "~/lib/validation/auth";
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
