import { data, redirect } from "react-router";
import { site } from "~/content/site";
import { CONTACT_CONFIRM_PATH, ContactConfirm, type ContactConfirmState, contactByMailText } from "~/conversations";
import { checkContactLink, confirmByMailDeps, confirmContactFromLink } from "~/conversations/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { seo } from "~/ui/seo";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/contact-confirm";

/**
 * A visitor's message sent without JavaScript (app/conversations/confirm-by-mail.server.ts): the
 * mailed link (`?token=`) shows a button, whose POST sends the message (opening the link sends
 * nothing: mail scanners open links); `?sent=<id>` says it arrived and leads to its conversation.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const params = new URL(request.url).searchParams;
  const sent = params.get("sent");
  if (sent) {
    const page: ContactConfirmState = {
      state: "sent",
      conversationId: sent.slice(0, 64),
      replyTime: site.contact.replyTime,
    };
    return { page };
  }
  const token = params.get("token") ?? "";
  try {
    await checkContactLink(confirmByMailDeps(env, request), token);
    const page: ContactConfirmState = { state: "ask", token };
    return { page };
  } catch (err) {
    if (!(err instanceof UserFacingError)) throw err;
    const page: ContactConfirmState = { state: "problem", problem: err.message };
    return data({ page }, { status: err.status });
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = getRequestContext(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return handleForm(request, { failureTitle: failureTitles.generic, where: "contact-confirm" }, async () => {
    const { conversationId } = await confirmContactFromLink(confirmByMailDeps(env, request), token, request);
    return redirect(`${CONTACT_CONFIRM_PATH}?${new URLSearchParams({ sent: conversationId })}`);
  });
}

// The URL carries the sealed message: never send it on as a referrer, never store the page.
export const headers = formPageHeaders({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: contactByMailText.title, noindex: true, canonicalUrl: CONTACT_CONFIRM_PATH });

export default function ContactConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactConfirm page={loaderData.page} answer={actionData ?? null} />;
}
