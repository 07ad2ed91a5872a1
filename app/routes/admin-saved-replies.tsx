import { DeleteButton, keptFields, SavedReplyForm, savedRepliesPageText, savedReplyIntents } from "~/conversations";
import { conversationDeps, listSavedReplies, savedReplyActions } from "~/conversations/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";
import { answerFor } from "~/ui/forms/form-answer";
import type { Route } from "./+types/admin-saved-replies";

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { env } = getRequestContext(args.context);
  return { replies: await listSavedReplies(conversationDeps(env).db) };
}

/** Create, edit (by id) and delete saved replies: one action, told apart by `intent` (saved-reply-actions.server.ts). */
export async function action(args: Route.ActionArgs) {
  const ctx = { staffId: requireStaff(args).id, deps: conversationDeps(getRequestContext(args.context).env) };
  return handleForm(
    args.request,
    { failureTitle: staffFailureTitles.staff, keep: keptFields.savedReplies, where: "saved-replies" },
    (body) => savedReplyActions.dispatch(ctx, body),
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, savedRepliesPageText.title);

export default function AdminSavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  const { replies } = loaderData;
  return (
    <StaffAreaShell title={savedRepliesPageText.title}>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="saved-list-title" className="space-y-4">
          <h2 id="saved-list-title" className="sr-only">
            {savedRepliesPageText.listTitle}
          </h2>
          {replies.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-black/5">
              {savedRepliesPageText.empty}
            </p>
          ) : (
            replies.map((reply) => (
              <article
                key={reply.id}
                data-testid="saved-reply"
                aria-label={reply.name}
                className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
              >
                <details open={Boolean(answerFor(actionData, savedReplyIntents.update, reply.id))}>
                  <summary className="cursor-pointer font-bold text-navy-900">{reply.name}</summary>
                  <p className="mt-2 whitespace-pre-line text-sm text-ink">{reply.body}</p>
                  <div className="mt-4">
                    <SavedReplyForm reply={reply} answer={answerFor(actionData, savedReplyIntents.update, reply.id)} />
                  </div>
                </details>
                <DeleteButton reply={reply} />
              </article>
            ))
          )}
        </section>
        <section
          aria-labelledby="saved-new-title"
          className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
        >
          <h2 id="saved-new-title" className="text-xl font-extrabold text-navy-900">
            {savedRepliesPageText.newTitle}
          </h2>
          <div className="mt-4">
            <SavedReplyForm answer={answerFor(actionData, savedReplyIntents.create)} />
          </div>
        </section>
      </div>
    </StaffAreaShell>
  );
}
