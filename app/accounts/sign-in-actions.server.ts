import { type BodyData, parseWith } from "~/platform/http/body.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { type IntentHandler, intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { type FormAnswer, safeRedirect } from "~/ui/forms/form-answer";
import { checkMailAnswer } from "./check-mail";
import type { AccountDeps } from "./deps.server";
import { deviceOf, signInCookies } from "./devices.server";
import { logIn, logInWithCode } from "./login.server";
import { relyingPartyOf, signInWithPasskey } from "./passkeys.server";
import { signInIntents } from "./sign-in-intents";
import { resendConfirmation, type SignedIn, signUp } from "./signups.server";
import { accountToasts } from "./texts";
import { emailOnlySchema, loginSchema, signupSchema } from "./validation/auth";
import { passkeySignInSchema } from "./validation/passkeys";
import { loginCodeSchema } from "./validation/two-step";

/** What /login and /signup hand their forms' handlers. */
export type SignInContext = {
  env: Env;
  deps: AccountDeps;
  request: Request;
  /** The session this sign-in replaces, if any. */
  sessionToken: string | null;
};

type Answer = Response | FormAnswer;

/** "Resend the link" (check-mail-panel.tsx), on either page: mails a new confirmation link. */
const resend: IntentHandler<SignInContext, Answer> = async ({ deps, request }, body) => {
  const { email } = parseWith(emailOnlySchema, body);
  await resendConfirmation(deps, email, clientIp(request));
  return checkMailAnswer(email, { resent: true });
};

/** Signed in: the session's cookies, and on to where the sign-in was asked for. */
async function signedInAnswer(ctx: SignInContext, body: BodyData, signedIn: SignedIn) {
  const cookies = await signInCookies(ctx.env, ctx.deps, ctx.request, signedIn);
  return redirectWithToast(safeRedirect(body.redirectTo), accountToasts.loginSuccess, cookies);
}

/**
 * /login: a password (the form without an intent; then a code, with `code`), or a passkey; with
 * `resend-confirmation`, a new confirmation link.
 */
export const loginActions = intentTable<SignInContext, Answer>(
  "/login",
  [
    {
      [signInIntents.resendConfirmation]: resend,
      [signInIntents.passkey]: async (ctx, body) => {
        const { credential } = parseWith(passkeySignInSchema, body);
        const rp = relyingPartyOf(ctx.deps.origin);
        return signedInAnswer(
          ctx,
          body,
          await signInWithPasskey(ctx.deps, rp, credential, clientIp(ctx.request), ctx.sessionToken),
        );
      },
      [signInIntents.code]: async (ctx, body) => {
        const input = parseWith(loginCodeSchema, body);
        return signedInAnswer(ctx, body, await logInWithCode(ctx.deps, input, clientIp(ctx.request), ctx.sessionToken));
      },
    },
  ],
  async (ctx, body) => {
    const input = parseWith(loginSchema, body);
    const result = await logIn(ctx.deps, input, clientIp(ctx.request), ctx.sessionToken, deviceOf(ctx.request));
    if (result.kind === "code-needed") {
      // The second step: the page keeps the step's token, never the password.
      return {
        ok: true,
        code: "code_needed",
        values: { email: input.email, challenge: result.challenge, redirectTo: safeRedirect(body.redirectTo) },
      } satisfies FormAnswer;
    }
    return signedInAnswer(ctx, body, result);
  },
);

/**
 * /signup: signs up, or (`resend-confirmation`, from the "Check your inbox" panel) mails the link
 * again. Both answer "Check your inbox" with the address, the same for a new address, a pending
 * sign-up and an existing account.
 */
export const signupActions = intentTable<SignInContext, Answer>(
  "/signup",
  [{ [signInIntents.resendConfirmation]: resend }],
  async ({ deps, request }, body) => {
    const input = parseWith(signupSchema, body);
    await signUp(deps, input, clientIp(request), safeRedirect(body.redirectTo));
    return checkMailAnswer(input.email);
  },
);
