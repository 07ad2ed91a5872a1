import { accountDeps } from "~/.server/accounts/deps";
import { signUp } from "~/.server/accounts/signups";
import { parseWith } from "~/.server/http/body";
import { clientIp } from "~/.server/http/client-ip";
import { handleForm } from "~/.server/http/form-action";
import { requireAnonymous } from "~/.server/http/guards";
import { getRequestContext } from "~/.server/http/request-context";
import { redirectWithToast } from "~/.server/toast";
import { AuthPage } from "~/components/auth/auth-page";
import { SignupForm } from "~/components/auth/signup-form";
import { site } from "~/content/site";
import { safeRedirect } from "~/lib/form-answer";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { failureTitles, toasts } from "~/lib/ui-text";
import { signupSchema } from "~/lib/validation/auth";
import type { Route } from "./+types/signup";

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(
    request,
    { failureTitle: failureTitles.signup, keep: ["name", "email"], where: "signup" },
    async (body) => {
      await signUp(accountDeps(env, request), parseWith(signupSchema, body), clientIp(request));
      return redirectWithToast(safeRedirect(body.redirectTo, "/login"), toasts.signupSuccess);
    },
  );
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
