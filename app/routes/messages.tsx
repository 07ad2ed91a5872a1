import { useEffect } from "react";
import { Link } from "react-router";
import { requireUser } from "~/accounts/guards.server";
import { signedInOnly } from "~/accounts/signed-in-only";
import { countUnclaimed, mailClaimLinks } from "~/conversations/claims.server";
import { ConversationList } from "~/conversations/client/conversation-list";
import { listClientSummaries } from "~/conversations/client-view.server";
import { MESSAGES_PATH } from "~/conversations/conversations";
import { conversationDeps } from "~/conversations/deps.server";
import { claimText } from "~/conversations/texts";
import { createDb } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { formPageHeaders } from "~/platform/http/route-headers";
import { redirectWithToast } from "~/platform/http/toast.server";
import { errorName, logEvent } from "~/platform/log.server";
import { SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { useActionForm } from "~/ui/forms/use-action-form";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import { notify } from "~/ui/toasts/toast";
import { errorText, failureTitles, toasts } from "~/ui/ui-text";
import type { Route } from "./+types/messages";

/**
 * The client's conversations with us (docs/decisions/026-client-portal.md): signed in only. Those
 * started signed out with their address are added from a mailed link (claims.ts); the page says
 * how many wait, and mails the links on request.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  const db = createDb(env.DB);
  try {
    const [conversations, unclaimed] = await Promise.all([listClientSummaries(db, user), countUnclaimed(db, user)]);
    return { conversations, unclaimed, failed: false };
  } catch (err) {
    // The spec's "Failed to load messages" toast, on a page that still works (and can be reloaded).
    logEvent("error", "client_messages_load_failed", { error: errorName(err) });
    return { conversations: [], unclaimed: 0, failed: true };
  }
}

/** "E-mail me the links": one mail to the account's address with a link per conversation to add. */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const { env } = getRequestContext(args.context);
  return handleForm(args.request, { failureTitle: failureTitles.generic, where: "messages" }, async (body) => {
    if (body.intent !== "claim-links") throw new UserFacingError(400, errorText.invalidRequest);
    const sent = await mailClaimLinks(conversationDeps(env), user);
    return redirectWithToast(MESSAGES_PATH, sent > 0 ? claimText.linksSent : claimText.noneToAdd);
  });
}

export const handle = signedInOnly;

export const headers = formPageHeaders({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Your Messages",
    description: "Your conversations with ADRIG: our replies, your answers and the files you shared.",
    noindex: true,
  });

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { conversations, unclaimed, failed } = loaderData;
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
          {unclaimed > 0 ? <UnclaimedConversations count={unclaimed} answer={actionData} /> : null}
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

/** "Not seeing a conversation?": those sent with this address while signed out, and the button that mails their links. */
function UnclaimedConversations({ count, answer }: { count: number; answer: FormAnswer | undefined }) {
  const { Form, busy, alert, formProps } = useActionForm(null, { action: MESSAGES_PATH, answer });
  return (
    <section
      aria-labelledby="unclaimed-title"
      className="rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-black/5"
    >
      <h2 id="unclaimed-title" className="font-bold text-navy-900">
        {claimText.notSeeing}
      </h2>
      <p className="mt-1 text-sm">{claimText.waiting(count)}</p>
      <Form {...formProps} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="claim-links" />
        <FormAlert toast={alert} />
        <SubmitButton busy={busy} busyLabel={claimText.mailLinksBusy}>
          {claimText.mailLinks}
        </SubmitButton>
      </Form>
    </section>
  );
}
