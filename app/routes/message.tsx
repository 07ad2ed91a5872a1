import { Link } from "react-router";
import { signedInOnly } from "~/accounts";
import { getSession, requireUser } from "~/accounts/index.server";
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_FORM_BODY_LIMIT,
  ClientReplySection,
  ClientStatusBadge,
  ClientThread,
  claimText,
  clientPageText,
  keptFields,
  MESSAGES_PATH,
  serviceLabel,
  type ThreadReadMark,
} from "~/conversations";
import {
  clientConversation,
  conversationDeps,
  isUnclaimedFor,
  markReadByClient,
  replyFromClient,
} from "~/conversations/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { notFound } from "~/site/index.server";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import { ShownZone } from "~/ui/shown-zone";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/message";

/**
 * One of the client's conversations, with "Your reply" once we have replied. Opening it marks our
 * replies read (the header's count drops by one on this very page, app/conversations/unread-replies.ts).
 * Anyone else's conversation, or one that does not exist, is the site's 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  const { db, now } = conversationDeps(env);
  const conversation = await clientConversation(db, user, args.params.id);
  if (!conversation) {
    // Sent signed out with their address and not added yet (a link in our reply mail leads
    // here): to /messages, which offers the link that adds it. Anyone else: the site's 404.
    if (await isUnclaimedFor(db, user, args.params.id)) throw redirectWithToast(MESSAGES_PATH, claimText.notAddedYet);
    notFound(args.request);
  }
  if (conversation.unread) await markReadByClient(db, user, conversation.id, now());
  const mark: ThreadReadMark = { readNow: conversation.unread };
  // The times in the person's zone (read with the session), IST beside them: staff take part.
  return { conversation, ...mark, timeZone: getSession(args.context).timeZone };
}

/** "Your reply", with its files: the owner's only, once we have replied (app/conversations/client/messages-actions.server.ts). */
export async function action(args: Route.ActionArgs) {
  const ctx = { deps: conversationDeps(getRequestContext(args.context).env), user: requireUser(args) };
  return handleForm(
    args.request,
    { failureTitle: failureTitles.generic, keep: keptFields.clientReply, lists: [ATTACHMENT_FIELD], where: "messages" },
    (body) => replyFromClient(ctx, args.params.id, body),
  );
}

/** "Your reply" takes files: its body may be larger than the default. */
export const handle = { ...signedInOnly, bodyLimit: ATTACHMENT_FORM_BODY_LIMIT };

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: clientPageText.conversation.metaTitle(
      args.loaderData ? serviceLabel(args.loaderData.conversation.service) : null,
    ),
    description: clientPageText.conversation.metaDescription,
    noindex: true,
  });

export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation: c, timeZone } = loaderData;
  const here = `${MESSAGES_PATH}/${encodeURIComponent(c.id)}`;
  return (
    <>
      <PageHero
        width="max-w-4xl"
        before={
          <Link to={MESSAGES_PATH} className="text-sm font-semibold text-white underline underline-offset-4">
            {clientPageText.conversation.back}
          </Link>
        }
        title={serviceLabel(c.service)}
        intro={
          <p className="flex flex-wrap items-center gap-2">
            <ClientStatusBadge status={c.status} />
            {c.fromContactForm ? <span>{clientPageText.conversation.fromContactForm}</span> : null}
          </p>
        }
      />
      <div className="bg-brand-50 px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-4xl space-y-6">
          <section
            aria-label={clientPageText.conversation.thread}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
          >
            <ShownZone zone={timeZone} withIst>
              <ClientThread conversation={c} />
            </ShownZone>
          </section>
          <ClientReplySection conversation={c} action={here} answer={actionData ?? null} />
        </div>
      </div>
    </>
  );
}
