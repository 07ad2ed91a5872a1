import { Link, redirect } from "react-router";
import { getSession } from "~/accounts/index.server";
import { site } from "~/content/site";
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_FORM_BODY_LIMIT,
  ContactForm,
  contactFieldNames,
  contactPageText,
  MESSAGES_PATH,
} from "~/conversations";
import {
  confirmByMailDeps,
  countClientConversations,
  engagementPrefill,
  intakeDeps,
  mailContactConfirmLink,
  sendContactMessage,
  sentResult,
  servicePrefill,
  wantsConfirmByMail,
} from "~/conversations/index.server";
import { useRootData } from "~/frame/root-data";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { errorName, logEvent } from "~/platform/log.server";
import { BOOK_PATH, ContactInfo } from "~/site";
import { fill } from "~/ui/fill";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/contact";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const prefill = engagementPrefill(url);
  const service = servicePrefill(url);
  if (prefill === undefined || service === undefined) throw redirect("/contact");
  const { env } = getRequestContext(context);
  const { user } = getSession(context);
  let conversations: number | null = null;
  if (user) {
    try {
      conversations = await countClientConversations(intakeDeps(env).db, user);
    } catch (err) {
      // The form works without the count; the link to /messages stays, without a number.
      logEvent("error", "contact_messages_load_failed", { error: errorName(err) });
    }
  }
  return { user, siteKey: env.TURNSTILE_SITE_KEY, conversations, prefill, service, replyTime: site.contact.replyTime };
}

/**
 * "Send a Message": a signed-in user's message or a visitor's (with Turnstile), with up to 5 files,
 * stored by the same module as the API's. The conversation then lives on /messages. A visitor's
 * from a browser without JavaScript is stored only once the link mailed to them is followed.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { env } = getRequestContext(context);
  const { user } = getSession(context);
  return handleForm(
    request,
    { failureTitle: failureTitles.generic, keep: contactFieldNames, lists: [ATTACHMENT_FIELD], where: "contact" },
    async (body) => {
      // Without JavaScript there is no human check: the message waits in a link mailed to its sender.
      if (wantsConfirmByMail(user, body)) {
        const mailed = await mailContactConfirmLink(confirmByMailDeps(env, request), body, request);
        return { ok: true, values: {}, result: { email: mailed.email, mailed: "yes" } };
      }
      const sent = await sendContactMessage(intakeDeps(env), user, body, request);
      const text = (value: unknown) => (typeof value === "string" ? value : "");
      const values: Record<string, string> = user ? {} : { name: text(body.name), email: text(body.email) };
      return { ok: true, toast: sent.toast, values, result: sentResult(sent.sent) };
    },
  );
}

/** The form takes files: its body may be larger than the default. */
export const handle = { bodyLimit: ATTACHMENT_FORM_BODY_LIMIT };

export const headers = formPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: contactPageText.metaTitle,
    description: contactPageText.metaDescription(site.contact.replyTime),
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { user, siteKey, conversations, prefill, service, replyTime } = loaderData;
  const footer = useRootData()?.footer ?? null;

  return (
    <>
      <PageHero width="max-w-7xl" title={contactPageText.title} intro={<p>{contactPageText.intro}</p>} />
      <div className="bg-brand-50 px-4 py-14 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className="space-y-8">
            <section
              aria-labelledby="send-message-title"
              className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="send-message-title" className="text-2xl font-extrabold text-navy-900">
                  {contactPageText.sendTitle}
                </h2>
                {user ? (
                  <Link
                    to={MESSAGES_PATH}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                    data-testid="your-messages-link"
                  >
                    {contactPageText.yourMessages(conversations)}
                  </Link>
                ) : null}
              </div>
              <p className="mt-2 text-muted">
                {fill(contactPageText.preferToTalk, {
                  link: (
                    <Link to={BOOK_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
                      {contactPageText.scheduleConsultation}
                    </Link>
                  ),
                })}
              </p>
              <div className="mt-6">
                {/* Signing in or out, or following another /plan link, starts a fresh form with the right prefill. */}
                <ContactForm
                  key={`${user?.id ?? "visitor"}:${prefill ?? ""}:${service ?? ""}`}
                  user={user}
                  siteKey={siteKey}
                  prefill={prefill}
                  service={service}
                  replyTime={replyTime}
                  answer={actionData}
                />
              </div>
            </section>
          </div>
          <ContactInfo facts={footer?.contact_info ?? null} />
        </div>
      </div>
    </>
  );
}
