import { useEffect } from "react";
import { redirect, useNavigation, useRevalidator } from "react-router";
import { listVisibleMessages, sendContactMessage } from "~/.server/contact/contact-messages";
import { contactDeps } from "~/.server/contact/deps";
import { answerAsClient } from "~/.server/conversations/conversation";
import { conversationDeps } from "~/.server/conversations/deps";
import { createDb } from "~/.server/db/client";
import { parseWith } from "~/.server/http/body";
import { handleForm } from "~/.server/http/form-action";
import { requireUser } from "~/.server/http/guards";
import { getRequestContext } from "~/.server/http/request-context";
import { errorName, logEvent } from "~/.server/log";
import { redirectWithToast } from "~/.server/toast";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactInfo } from "~/components/contact/contact-info";
import { YourMessages } from "~/components/contact/your-messages";
import { PageHero } from "~/components/page/page-hero";
import { planCopy } from "~/content/plan";
import { ENGAGEMENT_PARAM } from "~/lib/contact-prefill";
import { useRootData } from "~/lib/root-data";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { notify } from "~/lib/toast";
import { failureTitles, formPrefill, toasts } from "~/lib/ui-text";
import { conversationAnswerSchema } from "~/lib/validation/contact";
import type { Route } from "./+types/contact";

/**
 * The message a link from /plan puts in the form: "I would like to discuss: {engagement}", with the
 * name looked up from the slug (app/lib/contact-prefill.ts). An unknown slug leads to plain /contact.
 */
function prefillFor(request: Request): string | null {
  const slug = new URL(request.url).searchParams.get(ENGAGEMENT_PARAM);
  if (slug === null) return null;
  const engagement = planCopy.engagements.find((candidate) => candidate.slug === slug);
  if (!engagement) throw redirect("/contact");
  return formPrefill.discussEngagement(engagement.name);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const prefill = prefillFor(request);
  const { env, user } = getRequestContext(context);
  let messages = null;
  let messagesFailed = false;
  if (user) {
    try {
      messages = await listVisibleMessages(createDb(env.DB), user);
    } catch (err) {
      logEvent("error", "contact_messages_load_failed", { error: errorName(err) });
      messagesFailed = true;
    }
  }
  return { user, siteKey: env.TURNSTILE_SITE_KEY, messages, messagesFailed, prefill };
}

/**
 * "Send a Message" (a signed-in user's message or a visitor's, with Turnstile, stored by the same
 * module as the API's), and "Send Reply" under a conversation (intent `answer`, signed in only).
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { env, user } = getRequestContext(context);
  const keep = ["intent", "conversationId", "answer", "name", "email", "service", "message"] as const;
  return handleForm(request, { failureTitle: failureTitles.generic, keep, where: "contact" }, async (body) => {
    if (body.intent === "answer") {
      const me = requireUser(args);
      const input = parseWith(conversationAnswerSchema, body);
      await answerAsClient(conversationDeps(env), me, input.conversationId, input.answer);
      return redirectWithToast(`/contact#conversation-${encodeURIComponent(input.conversationId)}`, toasts.answerSent);
    }
    const sent = await sendContactMessage(contactDeps(env), user, body, request);
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    const values: Record<string, string> = user ? {} : { name: text(body.name), email: text(body.email) };
    return { ok: true, toast: sent.toast, values };
  });
}

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Contact Us",
    description:
      "Talk to ADRIG about AI automation, chatbots, custom language models, data analysis or software development. Our Chennai team replies within one business day.",
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { user, siteKey, messages, messagesFailed, prefill } = loaderData;
  const footer = useRootData()?.footer ?? null;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const loadingMessages =
    revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === "/contact");

  useEffect(() => {
    if (messagesFailed) notify(toasts.loadMessagesFailed);
  }, [messagesFailed]);

  // A plain post's answer goes to the form that sent it: a conversation's answer form, or "Send a Message".
  const answered = actionData?.values?.intent === "answer" ? actionData : null;

  return (
    <>
      <PageHero
        width="max-w-7xl"
        title="Contact Us"
        intro={<p>Have questions? Our team is ready to help with your AI needs.</p>}
      />
      <div className="bg-brand-50 px-4 py-14 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className="space-y-8">
            <section
              aria-labelledby="send-message-title"
              className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8"
            >
              <h2 id="send-message-title" className="text-2xl font-extrabold text-navy-900">
                Send a Message
              </h2>
              <div className="mt-6">
                {/* Signing in or out, or following another /plan link, starts a fresh form with the right prefill. */}
                <ContactForm
                  key={`${user?.id ?? "visitor"}:${prefill ?? ""}`}
                  user={user}
                  siteKey={siteKey}
                  prefill={prefill}
                  answer={answered ? null : actionData}
                />
              </div>
            </section>
            {user ? <YourMessages messages={messages ?? []} loading={loadingMessages} answer={answered} /> : null}
          </div>
          <ContactInfo facts={footer?.contact_info ?? null} />
        </div>
      </div>
    </>
  );
}
