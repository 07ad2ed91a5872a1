import { Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { NewsletterPage } from "~/components/newsletter/newsletter-page";
import { SubmitButton } from "~/components/ui/form-field";
import { handleForm } from "~/lib/form-action.server";
import { errorMessages, failureTitles, successMessages } from "~/lib/messages";
import { confirmSubscription, createDb, isConfirmTokenUsable, newsletterDeps } from "~/lib/newsletter.server";
import { linkToken } from "~/lib/newsletter-token";
import { getRequestContext } from "~/lib/request-context.server";
import { seo } from "~/lib/shell/seo";

// Opening the link only looks the token up; the POST below spends it (mail scanners open links).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { env } = getRequestContext(context);
  const usable = await isConfirmTokenUsable(createDb(env.DB), token, new Date());
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  return handleForm(request, { failureTitle: failureTitles.newsletterConfirm, where: "newsletter-confirm" }, async (body) => {
    await confirmSubscription(newsletterDeps(env, request), linkToken(request, body));
    return { ok: true };
  });
}

// The URL carries a secret token: never send it on as a referrer, never store the page. The
// action's own headers (Retry-After on the 503 of a refusing mail queue) stay on the page a
// plain post gets back.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Confirm your subscription", description: "Confirm your subscription to ADRIG Insights.", noindex: true, canonicalUrl: "/newsletter/confirm" });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { Form, busy, alert, formProps, fetcher } = useActionForm(null, {
    action: `/newsletter/confirm?token=${encodeURIComponent(loaderData.token ?? "")}`,
    answer: actionData,
  });
  if ((fetcher.data ?? actionData)?.ok) {
    return (
      <NewsletterPage title={successMessages.newsletterConfirmed}>
        <p className="text-muted">
          Welcome to ADRIG Insights. A welcome e-mail is on its way; every issue has a link to unsubscribe with one click.
        </p>
        <p className="mt-6">
          <Link to="/blog" className="font-semibold text-brand-700 underline">
            Read the latest articles
          </Link>
        </p>
      </NewsletterPage>
    );
  }
  if (!loaderData.token) return <ExpiredLink />;
  return (
    <NewsletterPage title="Confirm your subscription">
      <p className="text-muted">Press the button to start receiving ADRIG Insights, one e-mail a month.</p>
      <Form {...formProps} className="mt-6 space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormAlert toast={alert} />
        <SubmitButton busy={busy} busyLabel="Confirming...">
          Confirm subscription
        </SubmitButton>
      </Form>
    </NewsletterPage>
  );
}

function ExpiredLink() {
  return (
    <NewsletterPage title="This link no longer works">
      <p className="text-muted">{errorMessages.newsletterConfirmLinkInvalid} Confirmation links work once and expire after 7 days.</p>
      <p className="mt-6">
        <Link to="/newsletter" className="font-semibold text-brand-700 underline">
          Subscribe again
        </Link>
      </p>
    </NewsletterPage>
  );
}
