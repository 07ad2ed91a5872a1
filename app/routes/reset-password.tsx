import { Link } from "react-router";
import { AuthPage } from "~/accounts/components/sign-in/auth-page";
import { ResetPasswordForm } from "~/accounts/components/sign-in/reset-password-form";
import { accountDeps } from "~/accounts/deps.server";
import { deviceOf } from "~/accounts/devices.server";
import { isEmailTokenUsable } from "~/accounts/email-tokens.server";
import { resetPassword } from "~/accounts/password-reset.server";
import { clearedSessionCookie, sessionConfig } from "~/accounts/session.server";
import { resetPasswordSchema } from "~/accounts/validation/auth";
import { createDb } from "~/platform/db/client.server";
import { parseWith } from "~/platform/http/body.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { seo } from "~/ui/seo";
import { failureTitles, toasts } from "~/ui/ui-text";
import type { Route } from "./+types/reset-password";

// Opening the link only checks the token; the POST below spends it (mail scanners open links).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const usable = await isEmailTokenUsable(createDb(env.DB), token, "reset", new Date());
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(request, { failureTitle: failureTitles.reset, where: "reset-password" }, async (body) => {
    await resetPassword(accountDeps(env, request), parseWith(resetPasswordSchema, body), deviceOf(request));
    return redirectWithToast("/login", toasts.passwordUpdated, [clearedSessionCookie(sessionConfig(env))]);
  });
}

// The URL carries a secret token: never send it on as a referrer.
export const headers = formPageHeaders({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Choose a new password",
    description: "Set a new password for your ADRIG account.",
    noindex: true,
    canonicalUrl: "/reset-password",
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <AuthPage title="This link has expired" description="Reset links work once and expire after one hour.">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Request a new reset link
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Choose a new password"
      description="After saving, every device signed in to your account is signed out."
    >
      <ResetPasswordForm token={loaderData.token} answer={actionData} />
    </AuthPage>
  );
}
