import { Link } from "react-router";
import { accountDeps } from "~/.server/accounts/deps";
import { deviceOf } from "~/.server/accounts/devices";
import { isEmailTokenUsable } from "~/.server/accounts/email-tokens";
import { resetPassword } from "~/.server/accounts/password-reset";
import { clearedSessionCookie, sessionConfig } from "~/.server/accounts/session";
import { createDb } from "~/.server/db/client";
import { parseWith } from "~/.server/http/body";
import { handleForm } from "~/.server/http/form-action";
import { getRequestContext } from "~/.server/http/request-context";
import { redirectWithToast } from "~/.server/toast";
import { AuthPage } from "~/components/auth/auth-page";
import { ResetPasswordForm } from "~/components/auth/reset-password-form";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { failureTitles, toasts } from "~/lib/ui-text";
import { resetPasswordSchema } from "~/lib/validation/auth";
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
