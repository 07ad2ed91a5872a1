import { parseWith } from "~/.server/http/body";
import { clientIp } from "~/.server/http/client-ip";
import { handleForm } from "~/.server/http/form-action";
import { getRequestContext } from "~/.server/http/request-context";
import { newsletterDeps } from "~/.server/newsletter/deps";
import { subscribe } from "~/.server/newsletter/subscribers";
import { NewsletterPage } from "~/components/newsletter/newsletter-page";
import { NewsletterPromise } from "~/components/newsletter/newsletter-section";
import { SubscribeForm } from "~/components/newsletter/subscribe-form";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { failureTitles, toasts } from "~/lib/ui-text";
import { newsletterSubscribeSchema } from "~/lib/validation/newsletter";
import type { Route } from "./+types/newsletter";

/**
 * The one subscribe action, used by the /blog block, the footer of every page and this page.
 * The answer is the same for every address (new, pending, confirmed, unsubscribed).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(
    request,
    { failureTitle: failureTitles.newsletter, keep: ["email"], where: "newsletter" },
    async (body) => {
      await subscribe(newsletterDeps(env, request), parseWith(newsletterSubscribeSchema, body), clientIp(request));
      return { ok: true, toast: toasts.newsletterCheckInbox };
    },
  );
}

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Subscribe to ADRIG Insights",
    description: "Subscribe to ADRIG Insights: one e-mail a month with new articles and notes from real AI projects.",
    noindex: true,
    canonicalUrl: "/newsletter",
  });

/** Where a plain (no-JavaScript) post from any newsletter form lands, and where expired links point. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <NewsletterPage title="Subscribe to ADRIG Insights">
      <NewsletterPromise id="newsletter-promise" className="text-muted" />
      <div className="mt-6">
        <SubscribeForm source="page" answer={actionData} describedBy="newsletter-promise" />
      </div>
    </NewsletterPage>
  );
}
