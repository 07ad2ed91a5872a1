import type { Route } from "./+types/signup";
import { AuthPage } from "~/components/auth/auth-page";
import { SignupForm } from "~/components/auth/signup-form";
import { site } from "~/content/site";
import { accountDeps, clientIp, signUp } from "~/lib/auth.server";
import { requireAnonymous } from "~/lib/guards.server";
import { handleForm, parseWith, redirectWithToast } from "~/lib/form-action.server";
import { safeRedirect } from "~/lib/form-answer";
import { failureTitles, toasts } from "~/lib/messages";
import { getRequestContext } from "~/lib/request-context.server";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/shell/seo";
import { signupSchema } from "~/lib/validation/auth";

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(request, { failureTitle: failureTitles.signup, keep: ["name", "email"], where: "signup" }, async (body) => {
    await signUp(accountDeps(env, request), parseWith(signupSchema, body), clientIp(request));
    return redirectWithToast(safeRedirect(body.redirectTo, "/login"), toasts.signupSuccess);
  });
}

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Create an Account", description: "Create your ADRIG account.", noindex: true });

export default function Signup({ actionData }: Route.ComponentProps) {
  return (
    <AuthPage title="Create an Account" description={`Join ${site.brand} to access exclusive features and services`}>
      <SignupForm redirectTo="/login" answer={actionData} />
    </AuthPage>
  );
}
