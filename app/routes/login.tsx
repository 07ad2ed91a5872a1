import { accountDeps } from "~/.server/accounts/deps";
import { deviceOf, signInCookies } from "~/.server/accounts/devices";
import { logIn, logInWithCode } from "~/.server/accounts/login";
import { relyingPartyOf, signInWithPasskey } from "~/.server/accounts/passkeys";
import { resendConfirmation } from "~/.server/accounts/signups";
import { parseWith } from "~/.server/http/body";
import { clientIp } from "~/.server/http/client-ip";
import { handleForm } from "~/.server/http/form-action";
import { requireAnonymous } from "~/.server/http/guards";
import { getRequestContext } from "~/.server/http/request-context";
import { redirectWithToast } from "~/.server/toast";
import { AuthPage } from "~/components/auth/auth-page";
import { LoginForm } from "~/components/auth/login-form";
import { site } from "~/content/site";
import { checkInboxAnswer } from "~/lib/check-inbox";
import { type FormAnswer, safeRedirect } from "~/lib/form-answer";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { failureTitles, toasts } from "~/lib/ui-text";
import { emailOnlySchema, loginSchema } from "~/lib/validation/auth";
import { passkeySignInSchema } from "~/lib/validation/passkeys";
import { loginCodeSchema } from "~/lib/validation/two-step";
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
  const { env, sessionToken } = getRequestContext(context);
  const deps = accountDeps(env, request);
  return handleForm(
    request,
    { failureTitle: failureTitles.login, keep: ["email", "challenge"], where: "login" },
    async (body): Promise<Response | FormAnswer> => {
      if (body.intent === "resend-confirmation") {
        const { email } = parseWith(emailOnlySchema, body);
        await resendConfirmation(deps, email, clientIp(request));
        return checkInboxAnswer(email, { resent: true });
      }
      if (body.intent === "passkey") {
        const { credential } = parseWith(passkeySignInSchema, body);
        const rp = relyingPartyOf(deps.origin);
        const signedIn = await signInWithPasskey(deps, rp, credential, clientIp(request), sessionToken);
        const cookies = await signInCookies(env, deps, request, signedIn);
        return redirectWithToast(safeRedirect(body.redirectTo), toasts.loginSuccess, cookies);
      }
      if (body.intent === "code") {
        const signedIn = await logInWithCode(deps, parseWith(loginCodeSchema, body), clientIp(request), sessionToken);
        const cookies = await signInCookies(env, deps, request, signedIn);
        return redirectWithToast(safeRedirect(body.redirectTo), toasts.loginSuccess, cookies);
      }
      const input = parseWith(loginSchema, body);
      const result = await logIn(deps, input, clientIp(request), sessionToken, deviceOf(request));
      if (result.kind === "code-needed") {
        // The second step: the page keeps the step's token, never the password.
        return {
          ok: true,
          code: "code_needed",
          values: { email: input.email, challenge: result.challenge },
        } satisfies FormAnswer;
      }
      const cookies = await signInCookies(env, deps, request, result);
      return redirectWithToast(safeRedirect(body.redirectTo), toasts.loginSuccess, cookies);
    },
  );
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
