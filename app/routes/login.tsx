import type { Route } from "./+types/login";
import { AuthPage } from "~/components/auth/auth-page";
import { LoginForm } from "~/components/auth/login-form";
import { site } from "~/content/site";
import { accountDeps, clientIp, logIn, resendConfirmation, signedInCookie } from "~/lib/auth.server";
import { requireAnonymous } from "~/lib/guards.server";
import { handleForm, parseWith, redirectWithToast } from "~/lib/form-action.server";
import { safeRedirect } from "~/lib/form-answer";
import { failureTitles, toasts } from "~/lib/messages";
import { getRequestContext } from "~/lib/request-context.server";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/shell/seo";
import { emailOnlySchema, loginSchema } from "~/lib/validation/auth";

export function loader(args: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"));
  requireAnonymous(args, redirectTo);
  return { redirectTo };
}

/** Logs in (or, with intent=resend-confirmation, mails a new confirmation link). */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, sessionToken } = getRequestContext(context);
  const deps = accountDeps(env, request);
  return handleForm(request, { failureTitle: failureTitles.login, keep: ["email"], where: "login" }, async (body) => {
    if (body.intent === "resend-confirmation") {
      const { email } = parseWith(emailOnlySchema, body);
      await resendConfirmation(deps, email, clientIp(request));
      return { ok: true, toast: toasts.confirmationResent, values: { email } };
    }
    const signedIn = await logIn(deps, parseWith(loginSchema, body), clientIp(request), sessionToken);
    return redirectWithToast(safeRedirect(body.redirectTo), toasts.loginSuccess, [signedInCookie(env, signedIn)]);
  });
}

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Login", description: "Log in to your ADRIG account.", noindex: true });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage title={`Login to ${site.brand}`} description="Enter your credentials to access your account">
      <LoginForm redirectTo={loaderData.redirectTo} answer={actionData} />
    </AuthPage>
  );
}
