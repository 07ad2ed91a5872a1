import { Link } from "react-router";
import {
  AuthPage,
  accountFailureTitles,
  accountToasts,
  ConfirmSignupForm,
  confirmSignupSchema,
  signInPage,
  signInPageText,
} from "~/accounts";

import {
  accountDeps,
  browserTimeZone,
  confirmSignup,
  findPendingSignup,
  getSession,
  signInCookies,
} from "~/accounts/index.server";
import { joinConversationsOfNewAccount } from "~/conversations/index.server";

import { parseWith } from "~/platform/http/body.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { safeRedirect } from "~/ui/forms/form-answer";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/confirm-email";

// Opening the e-mailed link only shows the form; mail scanners open links, so only the POST spends it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  // Where the sign-up was asked for (a mailed "See the conversation", through /login and /signup).
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const { env } = getRequestContext(context);
  const pending = await findPendingSignup(accountDeps(env, request).db, token, new Date());
  return pending ? { token, email: pending.email, redirectTo } : { token: null, email: null, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const { sessionToken } = getSession(context);
  return handleForm(request, { failureTitle: accountFailureTitles.confirm, where: "confirm-email" }, async (body) => {
    const { token, password } = parseWith(confirmSignupSchema, body);
    const deps = accountDeps(env, request);
    const signedIn = await confirmSignup(deps, token, password, sessionToken, browserTimeZone(body.timeZone));
    // The address is proven: the conversations already sent from it are this account's now.
    await joinConversationsOfNewAccount(deps.db, signedIn.user, deps.now());
    // The account's first browser: remembered, and no "new sign-in" notice for it.
    const cookies = await signInCookies(env, deps, request, signedIn, { notify: false });
    return redirectWithToast(safeRedirect(body.redirectTo), accountToasts.emailConfirmed, cookies);
  });
}

// The URL carries a secret token: never send it on as a referrer, never cache the page.
/** A content page (routes.ts) that is itself a sign-in form: no sign-in dialogs over it. */
export const handle = signInPage;

export const headers = formPageHeaders({ "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: signInPageText.confirmSignup.metaTitle,
    description: signInPageText.confirmSignup.metaDescription,
    noindex: true,
    canonicalUrl: "/confirm-email",
  });

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <AuthPage
        title={signInPageText.confirmSignup.expiredTitle}
        description={signInPageText.confirmSignup.expiredDescription}
      >
        <p className="text-muted">{signInPageText.confirmSignup.expiredHint}</p>
        <div className="mt-4 flex gap-4">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {signInPageText.confirmSignup.logIn}
          </Link>
          <Link to="/signup" className="font-semibold text-brand-700 underline">
            {signInPageText.confirmSignup.signUpAgain}
          </Link>
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={signInPageText.confirmSignup.title} description={signInPageText.confirmSignup.description}>
      <ConfirmSignupForm
        token={loaderData.token}
        email={loaderData.email}
        redirectTo={loaderData.redirectTo}
        answer={actionData}
      />
    </AuthPage>
  );
}
