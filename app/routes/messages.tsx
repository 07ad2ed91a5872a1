import { useEffect } from "react";
import { Link } from "react-router";
import { signedInOnly } from "~/accounts";
import { getSession, requireUser } from "~/accounts/index.server";
import {
  ConversationList,
  clientPageText,
  conversationErrorText,
  conversationToasts,
  UnclaimedConversations,
} from "~/conversations";
import { conversationDeps, countUnclaimed, listClientSummaries, messagesActions } from "~/conversations/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { errorName, logEvent } from "~/platform/log.server";
import { fill } from "~/ui/fill";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import { ShownZone } from "~/ui/shown-zone";
import { notify } from "~/ui/toasts/toast";
import { failureTitles } from "~/ui/ui-text";
import type { Route } from "./+types/messages";

/**
 * The client's conversations with us (docs/decisions/026-client-portal.md): signed in only. Those
 * started signed out with their address are added from a mailed link (claims.ts); the page says
 * how many wait, and mails the links on request.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  const { db } = conversationDeps(env);
  // The times in the person's zone (read with the session), IST beside them: staff take part.
  const { timeZone } = getSession(args.context);
  try {
    const [conversations, unclaimed] = await Promise.all([listClientSummaries(db, user), countUnclaimed(db, user)]);
    return { conversations, unclaimed, failed: false, timeZone };
  } catch (err) {
    // The spec's "Failed to load messages" toast, on a page that still works (and can be reloaded).
    logEvent("error", "client_messages_load_failed", { error: errorName(err) });
    return { conversations: [], unclaimed: 0, failed: true, timeZone };
  }
}

/** "E-mail me the links": one mail to the account's address with a link per conversation to add. */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  const ctx = { deps: conversationDeps(env), user };
  return handleForm(args.request, { failureTitle: failureTitles.generic, where: "messages" }, (body) =>
    messagesActions.dispatch(ctx, body),
  );
}

export const handle = signedInOnly;

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: clientPageText.messages.metaTitle,
    description: clientPageText.messages.metaDescription,
    noindex: true,
  });

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { conversations, unclaimed, failed, timeZone } = loaderData;
  useEffect(() => {
    if (failed) notify(conversationToasts.loadMessagesFailed);
  }, [failed]);
  const unread = conversations.filter((c) => c.unread).length;
  return (
    <>
      <PageHero
        width="max-w-4xl"
        title={clientPageText.messages.title}
        intro={
          <p>
            {conversations.length === 0
              ? clientPageText.messages.none
              : unread > 0
                ? clientPageText.messages.unread(unread)
                : clientPageText.messages.allRead}
          </p>
        }
      />
      <div className="bg-brand-50 px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-4xl space-y-6">
          {failed ? (
            <p role="alert" className="rounded-2xl bg-white p-6 text-center text-ink shadow-sm ring-1 ring-black/5">
              {conversationErrorText.loadMessagesFailed}
              {clientPageText.messages.reload}
            </p>
          ) : (
            <ShownZone zone={timeZone} withIst>
              <ConversationList conversations={conversations} />
            </ShownZone>
          )}
          {unclaimed > 0 ? <UnclaimedConversations count={unclaimed} answer={actionData} /> : null}
          <p className="text-center text-sm text-muted">
            {fill(clientPageText.messages.askMore, {
              link: (
                <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
                  {clientPageText.messages.sendMessage}
                </Link>
              ),
            })}
          </p>
        </div>
      </div>
    </>
  );
}
