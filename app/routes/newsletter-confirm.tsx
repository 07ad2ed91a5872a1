import { SingleUseLinkPage, singleUseLinkHeaders } from "~/newsletter/components/single-use-link-page";
import { newsletterDeps } from "~/newsletter/deps.server";
import { linkToken } from "~/newsletter/link-token.server";
import { confirmSubscription, isConfirmTokenUsable } from "~/newsletter/subscribers.server";
import { newsletterErrorText, newsletterFailureTitles, newsletterSuccessText } from "~/newsletter/texts";
import { createDb } from "~/platform/db/client.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/newsletter-confirm";

// Opening the link only looks the token up; the POST below spends it (mail scanners open links).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const usable = await isConfirmTokenUsable(createDb(env.DB), token, new Date());
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(
    request,
    { failureTitle: newsletterFailureTitles.newsletterConfirm, where: "newsletter-confirm" },
    async (body) => {
      await confirmSubscription(newsletterDeps(env, request), linkToken(request, body));
      return { ok: true };
    },
  );
}

export const headers = formPageHeaders(singleUseLinkHeaders);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Confirm your subscription",
    description: "Confirm your subscription to ADRIG Insights.",
    noindex: true,
    canonicalUrl: "/newsletter/confirm",
  });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SingleUseLinkPage
      path="/newsletter/confirm"
      token={loaderData.token}
      answer={actionData}
      ask={{
        title: "Confirm your subscription",
        text: "Press the button to start receiving ADRIG Insights, one e-mail a month.",
        button: "Confirm subscription",
        busyLabel: "Confirming...",
      }}
      done={{
        title: newsletterSuccessText.newsletterConfirmed,
        text: "Welcome to ADRIG Insights. A welcome e-mail is on its way; every issue has a link to unsubscribe with one click.",
        link: { to: "/blog", label: "Read the latest articles" },
      }}
      invalid={{
        title: "This link no longer works",
        text: (
          <>{newsletterErrorText.newsletterConfirmLinkInvalid} Confirmation links work once and expire after 7 days.</>
        ),
        link: { to: "/newsletter", label: "Subscribe again" },
      }}
    />
  );
}
