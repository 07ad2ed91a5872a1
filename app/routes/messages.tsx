import { useEffect } from "react";
import { Link } from "react-router";
import { listClientSummaries } from "~/.server/conversations/client-view";
import { createDb } from "~/.server/db/client";
import { requireUser } from "~/.server/http/guards";
import { getRequestContext } from "~/.server/http/request-context";
import { errorName, logEvent } from "~/.server/log";
import { ConversationList } from "~/components/messages/conversation-list";
import { PageHero } from "~/components/page/page-hero";
import { formPageHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { signedInOnly } from "~/lib/signed-in-only";
import { notify } from "~/lib/toast";
import { errorText, toasts } from "~/lib/ui-text";
import type { Route } from "./+types/messages";

/** The client's conversations with us (docs/decisions/026-client-portal.md): signed in only. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  try {
    return { conversations: await listClientSummaries(createDb(env.DB), user), failed: false };
  } catch (err) {
    // The spec's "Failed to load messages" toast, on a page that still works (and can be reloaded).
    logEvent("error", "client_messages_load_failed", { error: errorName(err) });
    return { conversations: [], failed: true };
  }
}

export const handle = signedInOnly;

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Your Messages",
    description: "Your conversations with ADRIG: our replies, your answers and the files you shared.",
    noindex: true,
  });

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { conversations, failed } = loaderData;
  useEffect(() => {
    if (failed) notify(toasts.loadMessagesFailed);
  }, [failed]);
  const unread = conversations.filter((c) => c.unread).length;
  return (
    <>
      <PageHero
        width="max-w-4xl"
        title="Your Messages"
        intro={
          <p>
            {conversations.length === 0
              ? "Your conversations with our team will be here."
              : unread > 0
                ? `${unread === 1 ? "One conversation has" : `${unread} conversations have`} a new reply.`
                : "Every reply from our team, and your answers, in one place."}
          </p>
        }
      />
      <div className="bg-brand-50 px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-4xl space-y-6">
          {failed ? (
            <p role="alert" className="rounded-2xl bg-white p-6 text-center text-ink shadow-sm ring-1 ring-black/5">
              {errorText.loadMessagesFailed}. Please reload the page in a moment.
            </p>
          ) : (
            <ConversationList conversations={conversations} />
          )}
          <p className="text-center text-sm text-muted">
            Something new to ask?{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
              Send us a message
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}
