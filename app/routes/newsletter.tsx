import { NewsletterPage } from "~/newsletter/components/newsletter-page";
import { NewsletterPromise } from "~/newsletter/components/newsletter-section";
import { SubscribeForm } from "~/newsletter/components/subscribe-form";
import { newsletterDeps } from "~/newsletter/deps.server";
import { subscribe } from "~/newsletter/subscribers.server";
import { newsletterFailureTitles, newsletterToasts } from "~/newsletter/texts";
import { newsletterSubscribeSchema } from "~/newsletter/validation/newsletter";
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
    { failureTitle: newsletterFailureTitles.newsletter, keep: ["email"], where: "newsletter" },
    async (body) => {
      await subscribe(newsletterDeps(env, request), parseWith(newsletterSubscribeSchema, body), clientIp(request));
      return { ok: true, toast: newsletterToasts.newsletterCheckMail };
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
