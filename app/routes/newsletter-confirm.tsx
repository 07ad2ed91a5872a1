import { createDb } from "~/.server/db/client";
import { handleForm } from "~/.server/http/form-action";
import { getRequestContext } from "~/.server/http/request-context";
import { newsletterDeps } from "~/.server/newsletter/deps";
import { linkToken } from "~/.server/newsletter/link-token";
import { confirmSubscription, isConfirmTokenUsable } from "~/.server/newsletter/subscribers";
import { SingleUseLinkPage, singleUseLinkHeaders } from "~/components/newsletter/single-use-link-page";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { errorText, failureTitles, successText } from "~/lib/ui-text";
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
    { failureTitle: failureTitles.newsletterConfirm, where: "newsletter-confirm" },
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
        title: successText.newsletterConfirmed,
        text: "Welcome to ADRIG Insights. A welcome e-mail is on its way; every issue has a link to unsubscribe with one click.",
        link: { to: "/blog", label: "Read the latest articles" },
      }}
      invalid={{
        title: "This link no longer works",
        text: <>{errorText.newsletterConfirmLinkInvalid} Confirmation links work once and expire after 7 days.</>,
        link: { to: "/newsletter", label: "Subscribe again" },
      }}
    />
  );
}
