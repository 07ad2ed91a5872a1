import {
  NewsletterPage,
  NewsletterPromise,
  newsletterFailureTitles,
  newsletterPageText,
  newsletterSubscribeSchema,
  newsletterToasts,
  SubscribeForm,
  subscribeKept,
} from "~/newsletter";

import { newsletterDeps, subscribe } from "~/newsletter/index.server";

import { parseWith } from "~/platform/http/body.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/newsletter";

/**
 * The one subscribe action, used by the /blog block, the footer of every page and this page.
 * The answer is the same for every address (new, pending, confirmed, unsubscribed).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(
    request,
    { failureTitle: newsletterFailureTitles.newsletter, keep: subscribeKept, where: "newsletter" },
    async (body) => {
      await subscribe(newsletterDeps(env, request), parseWith(newsletterSubscribeSchema, body), clientIp(request));
      return { ok: true, toast: newsletterToasts.newsletterCheckMail };
    },
  );
}

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: newsletterPageText.subscribe.metaTitle,
    description: newsletterPageText.subscribe.metaDescription,
    noindex: true,
    canonicalUrl: "/newsletter",
  });

/** Where a plain (no-JavaScript) post from any newsletter form lands, and where expired links point. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <NewsletterPage title={newsletterPageText.subscribe.title}>
      <NewsletterPromise id="newsletter-promise" className="text-muted" />
      <div className="mt-6">
        <SubscribeForm source="page" answer={actionData} describedBy="newsletter-promise" />
      </div>
    </NewsletterPage>
  );
}
