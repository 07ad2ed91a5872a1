import { SingleUseLinkPage, singleUseLinkHeaders } from "~/newsletter/components/single-use-link-page";
import { linkToken } from "~/newsletter/link-token.server";
import { isUnsubscribeTokenKnown, unsubscribe } from "~/newsletter/subscribers.server";
import { newsletterErrorText, newsletterFailureTitles, newsletterSuccessText } from "~/newsletter/texts";
import { createDb } from "~/platform/db/client.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/newsletter-unsubscribe";

// Opening the link changes nothing (mail scanners open links); the button's POST unsubscribes.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const known = await isUnsubscribeTokenKnown(createDb(env.DB), token);
  return { token: known ? token : null };
}

/**
 * The page's button and the RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, sent by mail
 * providers to the link itself, without an Origin header: see workers/security/origin.ts). Both
 * are authorised by the token alone; an unknown token changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(
    request,
    { failureTitle: newsletterFailureTitles.newsletterUnsubscribe, where: "newsletter-unsubscribe" },
    async (body) => {
      await unsubscribe(createDb(env.DB), linkToken(request, body), new Date());
      return { ok: true };
    },
  );
}

export const headers = formPageHeaders(singleUseLinkHeaders);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Unsubscribe",
    description: "Unsubscribe from ADRIG Insights.",
    noindex: true,
    canonicalUrl: "/newsletter/unsubscribe",
  });

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SingleUseLinkPage
      path="/newsletter/unsubscribe"
      token={loaderData.token}
      answer={actionData}
      ask={{
        title: "Unsubscribe from ADRIG Insights",
        text: "Press the button and you will get no more issues of our newsletter.",
        button: "Unsubscribe",
        busyLabel: "Unsubscribing...",
      }}
      done={{
        title: newsletterSuccessText.newsletterUnsubscribed,
        text: "You will get no more issues of ADRIG Insights. Changed your mind? You can subscribe again at any time.",
        link: { to: "/newsletter", label: "Subscribe again" },
      }}
      invalid={{
        title: "This link does not work",
        text: (
          <>
            {newsletterErrorText.newsletterUnsubscribeLinkInvalid} Use the link in the newest ADRIG Insights e-mail, or
            write to us and we will take you off the list.
          </>
        ),
        link: { to: "/contact", label: "Contact ADRIG" },
      }}
    />
  );
}
