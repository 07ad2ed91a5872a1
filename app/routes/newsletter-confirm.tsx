import {
  newsletterErrorText,
  newsletterFailureTitles,
  newsletterPageText,
  newsletterSuccessText,
  SingleUseLinkPage,
  singleUseLinkHeaders,
} from "~/newsletter";
import { confirmSubscription, isConfirmTokenUsable, linkToken, newsletterDeps } from "~/newsletter/index.server";

import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/newsletter-confirm";

// Opening the link only looks the token up; the POST below spends it (mail scanners open links).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const usable = await isConfirmTokenUsable(newsletterDeps(env, request).db, token, new Date());
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
    title: newsletterPageText.confirm.metaTitle,
    description: newsletterPageText.confirm.metaDescription,
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
        title: newsletterPageText.confirm.title,
        text: newsletterPageText.confirm.ask,
        button: newsletterPageText.confirm.button,
        busyLabel: newsletterPageText.confirm.busy,
      }}
      done={{
        title: newsletterSuccessText.newsletterConfirmed,
        text: newsletterPageText.confirm.done,
        link: { to: "/blog", label: newsletterPageText.confirm.readArticles },
      }}
      invalid={{
        title: newsletterPageText.confirm.invalidTitle,
        text: (
          <>
            {newsletterErrorText.newsletterConfirmLinkInvalid}
            {` ${newsletterPageText.confirm.invalid}`}
          </>
        ),
        link: { to: "/newsletter", label: newsletterPageText.confirm.subscribeAgain },
      }}
    />
  );
}
