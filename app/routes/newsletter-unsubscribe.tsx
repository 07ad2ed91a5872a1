import { Link } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { NewsletterPage } from "~/components/newsletter/newsletter-page";
import { SubmitButton } from "~/components/ui/form-field";
import { handleForm } from "~/lib/form-action.server";
import { errorMessages, failureTitles, successMessages } from "~/lib/messages";
import { createDb, isUnsubscribeTokenKnown, unsubscribe } from "~/lib/newsletter.server";
import { linkToken } from "~/lib/newsletter-token";
import { getRequestContext } from "~/lib/request-context.server";
import { seo } from "~/lib/shell/seo";

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
  return handleForm(request, { failureTitle: failureTitles.newsletterUnsubscribe, where: "newsletter-unsubscribe" }, async (body) => {
    await unsubscribe(createDb(env.DB), linkToken(request, body), new Date());
    return { ok: true };
  });
}

// The URL carries a secret token: never send it on as a referrer, never store the page.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Unsubscribe", description: "Unsubscribe from ADRIG Insights.", noindex: true, canonicalUrl: "/newsletter/unsubscribe" });

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { Form, busy, alert, formProps, fetcher } = useActionForm(null, {
    action: `/newsletter/unsubscribe?token=${encodeURIComponent(loaderData.token ?? "")}`,
    answer: actionData,
  });
  if ((fetcher.data ?? actionData)?.ok) {
    return (
      <NewsletterPage title={successMessages.newsletterUnsubscribed}>
        <p className="text-muted">You will get no more issues of ADRIG Insights. Changed your mind? You can subscribe again at any time.</p>
        <p className="mt-6">
          <Link to="/newsletter" className="font-semibold text-brand-700 underline">
            Subscribe again
          </Link>
        </p>
      </NewsletterPage>
    );
  }
  if (!loaderData.token) {
    return (
      <NewsletterPage title="This link does not work">
        <p className="text-muted">
          {errorMessages.newsletterUnsubscribeLinkInvalid} Use the link in the newest ADRIG Insights e-mail, or write to us and we will
          take you off the list.
        </p>
        <p className="mt-6">
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact ADRIG
          </Link>
        </p>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title="Unsubscribe from ADRIG Insights">
      <p className="text-muted">Press the button and you will get no more issues of our newsletter.</p>
      <Form {...formProps} className="mt-6 space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormAlert toast={alert} />
        <SubmitButton busy={busy} busyLabel="Unsubscribing...">
          Unsubscribe
        </SubmitButton>
      </Form>
    </NewsletterPage>
  );
}
