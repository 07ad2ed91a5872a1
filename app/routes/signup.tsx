import { accountDeps } from "~/.server/accounts/deps";
import { resendConfirmation, signUp } from "~/.server/accounts/signups";
import { parseWith } from "~/.server/http/body";
import { clientIp } from "~/.server/http/client-ip";
import { handleForm } from "~/.server/http/form-action";
import { requireAnonymous } from "~/.server/http/guards";
import { getRequestContext } from "~/.server/http/request-context";
import { AuthPage } from "~/components/auth/auth-page";
import { SignupForm } from "~/components/auth/signup-form";
import { site } from "~/content/site";
import { checkInboxAnswer } from "~/lib/check-inbox";
import type { FormAnswer } from "~/lib/form-answer";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { failureTitles } from "~/lib/ui-text";
import { emailOnlySchema, signupSchema } from "~/lib/validation/auth";
import type { Route } from "./+types/signup";

export function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  return null;
}

/**
 * Signs up, or (intent=resend-confirmation, from the "Check your inbox" panel) mails the link
 * again. Both answer "Check your inbox" with the address, the same for a new address, a pending
 * sign-up and an existing account; the page (or the dialog) shows the panel.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const deps = accountDeps(env, request);
  return handleForm(
    request,
    { failureTitle: failureTitles.signup, keep: ["name", "email", "intent"], where: "signup" },
    async (body): Promise<FormAnswer> => {
      if (body.intent === "resend-confirmation") {
        const { email } = parseWith(emailOnlySchema, body);
        await resendConfirmation(deps, email, clientIp(request));
        return checkInboxAnswer(email, { resent: true });
      }
      const input = parseWith(signupSchema, body);
      await signUp(deps, input, clientIp(request));
      return checkInboxAnswer(input.email);
    },
  );
}

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Create an Account", description: "Create your ADRIG account.", noindex: true });

export default function Signup({ actionData }: Route.ComponentProps) {
  return (
    <AuthPage title="Create an Account" description={`Join ${site.brand} to access exclusive features and services`}>
      <SignupForm answer={actionData} />
    </AuthPage>
  );
}
