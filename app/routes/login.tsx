import {
  AuthPage,
  accountFailureTitles,
  accountToasts,
  checkMailAnswer,
  emailOnlySchema,
  keptFields,
  LoginForm,
  loginCodeSchema,
  loginSchema,
  passkeySignInSchema,
  signInPageText,
} from "~/accounts";

import {
  accountDeps,
  deviceOf,
  getSession,
  logIn,
  logInWithCode,
  relyingPartyOf,
  requireAnonymous,
  resendConfirmation,
  signInCookies,
  signInWithPasskey,
} from "~/accounts/index.server";

import { site } from "~/content/site";
import { parseWith } from "~/platform/http/body.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { type FormAnswer, safeRedirect } from "~/ui/forms/form-answer";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/login";

export function loader(args: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"));
  requireAnonymous(args, redirectTo);
  return { redirectTo };
}

/**
 * Logs in with a password (then a code, with intent=code), or with a passkey (intent=passkey); with
 * intent=resend-confirmation, mails a new confirmation link.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const { sessionToken } = getSession(context);
  const deps = accountDeps(env, request);
  return handleForm(
    request,
    { failureTitle: accountFailureTitles.login, keep: keptFields.login, where: "login" },
    async (body): Promise<Response | FormAnswer> => {
      if (body.intent === "resend-confirmation") {
        const { email } = parseWith(emailOnlySchema, body);
        await resendConfirmation(deps, email, clientIp(request));
        return checkMailAnswer(email, { resent: true });
      }
      if (body.intent === "passkey") {
        const { credential } = parseWith(passkeySignInSchema, body);
        const rp = relyingPartyOf(deps.origin);
        const signedIn = await signInWithPasskey(deps, rp, credential, clientIp(request), sessionToken);
        const cookies = await signInCookies(env, deps, request, signedIn);
        return redirectWithToast(safeRedirect(body.redirectTo), accountToasts.loginSuccess, cookies);
      }
      if (body.intent === "code") {
        const signedIn = await logInWithCode(deps, parseWith(loginCodeSchema, body), clientIp(request), sessionToken);
        const cookies = await signInCookies(env, deps, request, signedIn);
        return redirectWithToast(safeRedirect(body.redirectTo), accountToasts.loginSuccess, cookies);
      }
      const input = parseWith(loginSchema, body);
      const result = await logIn(deps, input, clientIp(request), sessionToken, deviceOf(request));
      if (result.kind === "code-needed") {
        // The second step: the page keeps the step's token, never the password.
        return {
          ok: true,
          code: "code_needed",
          values: { email: input.email, challenge: result.challenge, redirectTo: safeRedirect(body.redirectTo) },
        } satisfies FormAnswer;
      }
      const cookies = await signInCookies(env, deps, request, result);
      return redirectWithToast(safeRedirect(body.redirectTo), accountToasts.loginSuccess, cookies);
    },
  );
}

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: signInPageText.login.metaTitle,
    description: signInPageText.login.metaDescription,
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage title={signInPageText.login.title(site.brand)} description={signInPageText.login.description}>
      <LoginForm redirectTo={loaderData.redirectTo} answer={actionData} />
    </AuthPage>
  );
}
