import { redirect } from "react-router";
import { getSession } from "~/accounts/index.server";
import { site } from "~/content/site";
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_FORM_BODY_LIMIT,
  contactFieldNames,
  contactPageText,
  SendMessageSection,
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
import { ContactInfo } from "~/site";
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
            <SendMessageSection
              user={user}
              siteKey={siteKey}
              conversations={conversations}
              prefill={prefill}
              service={service}
              replyTime={replyTime}
              answer={actionData}
            />
          </div>
          <ContactInfo facts={footer?.contact_info ?? null} />
        </div>
      </div>
    </>
  );
}
