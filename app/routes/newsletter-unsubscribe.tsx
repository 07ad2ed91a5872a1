import {
  newsletterErrorText,
  newsletterFailureTitles,
  newsletterPageText,
  newsletterSuccessText,
  SingleUseLinkPage,
  singleUseLinkHeaders,
} from "~/newsletter";
import { isUnsubscribeTokenKnown, linkToken, newsletterDeps, unsubscribe } from "~/newsletter/index.server";

import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/newsletter-unsubscribe";

// Opening the link changes nothing (mail scanners open links); the button's POST unsubscribes.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const known = await isUnsubscribeTokenKnown(newsletterDeps(env, request).db, token);
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
      const { db, now } = newsletterDeps(env, request);
      await unsubscribe(db, linkToken(request, body), now());
      return { ok: true };
    },
  );
}

export const headers = formPageHeaders(singleUseLinkHeaders);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: newsletterPageText.unsubscribe.metaTitle,
    description: newsletterPageText.unsubscribe.metaDescription,
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
        title: newsletterPageText.unsubscribe.title,
        text: newsletterPageText.unsubscribe.ask,
        button: newsletterPageText.unsubscribe.button,
        busyLabel: newsletterPageText.unsubscribe.busy,
      }}
      done={{
        title: newsletterSuccessText.newsletterUnsubscribed,
        text: newsletterPageText.unsubscribe.done,
        link: { to: "/newsletter", label: newsletterPageText.unsubscribe.subscribeAgain },
      }}
      invalid={{
        title: newsletterPageText.unsubscribe.invalidTitle,
        text: (
          <>
            {newsletterErrorText.newsletterUnsubscribeLinkInvalid}
            {` ${newsletterPageText.unsubscribe.invalid}`}
          </>
        ),
        link: { to: "/contact", label: newsletterPageText.unsubscribe.contact },
      }}
    />
  );
}
