import { Link } from "react-router";
import {
  AuthPage,
  accountFailureTitles,
  accountToasts,
  ResetPasswordForm,
  resetPasswordSchema,
  signInPage,
  signInPageText,
} from "~/accounts";

import {
  accountDeps,
  clearedSessionCookie,
  deviceOf,
  isEmailTokenUsable,
  resetPassword,
  sessionConfig,
} from "~/accounts/index.server";

import { parseWith } from "~/platform/http/body.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/reset-password";

// Opening the link only checks the token; the POST below spends it (mail scanners open links).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const usable = await isEmailTokenUsable(accountDeps(env, request).db, token, "reset", new Date());
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(request, { failureTitle: accountFailureTitles.reset, where: "reset-password" }, async (body) => {
    await resetPassword(accountDeps(env, request), parseWith(resetPasswordSchema, body), deviceOf(request));
    return redirectWithToast("/login", accountToasts.passwordUpdated, [clearedSessionCookie(sessionConfig(env))]);
  });
}

// The URL carries a secret token: never send it on as a referrer.
/** A content page (routes.ts) that is itself a sign-in form: no sign-in dialogs over it. */
export const handle = signInPage;

export const headers = formPageHeaders({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: signInPageText.resetPassword.metaTitle,
    description: signInPageText.resetPassword.metaDescription,
    noindex: true,
    canonicalUrl: "/reset-password",
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <AuthPage
        title={signInPageText.resetPassword.expiredTitle}
        description={signInPageText.resetPassword.expiredDescription}
      >
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          {signInPageText.resetPassword.newLink}
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={signInPageText.resetPassword.title} description={signInPageText.resetPassword.description}>
      <ResetPasswordForm token={loaderData.token} answer={actionData} />
    </AuthPage>
  );
}
