import { Link } from "react-router";
import {
  Assignment,
  ATTACHMENT_FIELD,
  ATTACHMENT_FORM_BODY_LIMIT,
  assignSchema,
  ConversationStatusForm,
  ConversationThread,
  conversationErrorText,
  conversationToasts,
  Fact,
  inboxPageText,
  keptFields,
  Moderation,
  NoteForm,
  noteSchema,
  pathAfterClose,
  ReplyComposer,
  replayToasts,
  replySchema,
  StatusBadge,
  serviceLabel,
  statusLabels,
  useConversationShortcuts,
  VisitFacts,
} from "~/conversations";
import {
  addNote,
  assignConversation,
  checkedUploads,
  closeConversation,
  conversationDeps,
  deleteUnverifiedMessage,
  markMessageVerified,
  openConversationForStaff,
  reopenConversation,
  replyAsStaff,
} from "~/conversations/index.server";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { notFound } from "~/site/index.server";
import { KeyboardShortcuts, ShortcutsHint, StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { listStaff, requireStaff, staffProfileOf } from "~/staff/index.server";

import { formatDateTime } from "~/ui/format";
import { answerFor, type FormAnswer } from "~/ui/forms/form-answer";
import { errorText } from "~/ui/ui-text";
import type { Route } from "./+types/admin-message";

/** One conversation, as its staff page shows it (app/conversations/staff-conversation.server.ts). */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const search = new URL(args.request.url).searchParams;
  // A saved reply chosen without JavaScript (?saved=…) starts the composer.
  const page = await openConversationForStaff(
    conversationDeps(env).db,
    staff.id,
    args.params.id,
    search.get("saved"),
    new Date(),
    listStaff,
  );
  if (!page) notFound(args.request);
  return { ...page, confirmingDelete: search.get("confirm") === "delete" };
}

/** "Send Reply" takes files: its body may be larger than the default. */
export const handle = { bodyLimit: ATTACHMENT_FORM_BODY_LIMIT };

/** Reply, note, assign, close, reopen, mark as verified, delete: one action, told apart by the form's `intent`. */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const id = args.params.id;
  const here = `/admin/messages/${encodeURIComponent(id)}`;
  return handleForm(
    args.request,
    {
      failureTitle: staffFailureTitles.staff,
      keep: keptFields.conversation,
      lists: [ATTACHMENT_FIELD],
      where: "inbox",
    },
    async (body): Promise<Response | FormAnswer> => {
      const deps = conversationDeps(env);
      const signerOf = (userId: string) => staffProfileOf(deps.db, userId);
      switch (body.intent) {
        case "reply": {
          const { reply, key } = parseWith(replySchema, body);
          const files = await checkedUploads(body[ATTACHMENT_FIELD]);
          const { stored, mailed } = await replyAsStaff(deps, staff, id, { text: reply, key }, files, signerOf);
          if (!stored) return redirectWithToast(here, replayToasts.replyAlreadySent);
          if (!mailed)
            return redirectWithToast(here, {
              kind: "error",
              title: staffFailureTitles.staff,
              description: conversationErrorText.replyNotMailed,
            });
          return redirectWithToast(here, conversationToasts.replySent);
        }
        case "note": {
          const { note, key } = parseWith(noteSchema, body);
          const { stored } = await addNote(deps, staff, id, { text: note, key }, signerOf);
          return redirectWithToast(here, stored ? conversationToasts.noteAdded : replayToasts.noteAlreadyAdded);
        }
        case "assign": {
          const { assigneeId } = parseWith(assignSchema, body);
          await assignConversation(deps, staff, id, assigneeId || null, signerOf);
          return redirectWithToast(here, assigneeId ? conversationToasts.assigned : conversationToasts.unassigned);
        }
        case "close":
          await closeConversation(deps.db, id, staff.id, deps.now());
          // `e` names the next conversation of the list: it opens, as in a mail client.
          return redirectWithToast(pathAfterClose(id, body.next), conversationToasts.conversationClosed);
        case "reopen":
          await reopenConversation(deps.db, id);
          return redirectWithToast(here, conversationToasts.conversationReopened);
        case "verify":
          await markMessageVerified(deps, id);
          return redirectWithToast(here, conversationToasts.markedVerified);
        case "delete":
          await deleteUnverifiedMessage(deps.db, deps.files, id, body.confirm === "yes");
          return redirectWithToast("/admin/messages?view=unverified", conversationToasts.conversationDeleted);
        default:
          throw new UserFacingError(400, errorText.invalidRequest);
      }
    },
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) =>
  staffMeta(args, inboxPageText.conversation.metaTitle(args.loaderData?.conversation.name ?? null));

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation: c, confirmingDelete } = loaderData;
  const action = `/admin/messages/${c.id}`;
  const shortcuts = useConversationShortcuts(c.id);
  return (
    <StaffAreaShell
      title={inboxPageText.conversation.title(c.name)}
      actions={
        <Link to="/admin/messages" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          {inboxPageText.conversation.back}
        </Link>
      }
    >
      <KeyboardShortcuts shortcuts={shortcuts} />
      {/* A new conversation (`j`/`k`) draws its forms afresh: its own greeting, draft and keys. */}
      <div key={c.id} className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          {c.status === "unverified" ? <Moderation action={action} confirming={confirmingDelete} /> : null}
          <article aria-labelledby="message-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="message-title" className="text-xl font-extrabold text-navy-900">
                {serviceLabel(c.service)}
              </h2>
              <StatusBadge status={c.status}>{statusLabels[c.status]}</StatusBadge>
            </div>
            <ConversationThread conversation={c} />
          </article>
          <section
            aria-labelledby="reply-form-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
          >
            <h2 id="reply-form-title" className="text-xl font-extrabold text-navy-900">
              {c.entries.some((e) => e.author === "staff" && e.kind === "message")
                ? inboxPageText.conversation.replyAgain
                : inboxPageText.conversation.firstReply}
            </h2>
            <div className="mt-4 space-y-4">
              <ReplyComposer
                action={action}
                conversationId={c.id}
                composeKey={loaderData.replyKey}
                greeting={loaderData.greeting}
                initialText={loaderData.initialText}
                savedReplies={loaderData.savedReplies}
                answer={answerFor(actionData, "reply")}
              />
              <NoteForm
                action={action}
                conversationId={c.id}
                composeKey={loaderData.noteKey}
                answer={answerFor(actionData, "note")}
              />
            </div>
          </section>
          <ConversationStatusForm action={action} closed={c.status === "closed"} />
          <ShortcutsHint text={inboxPageText.shortcutsHint} />
        </div>
        <aside className="h-fit space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
          <Assignment action={action} me={loaderData.me} assignee={c.assignee} staff={loaderData.staff} />
          <section aria-labelledby="sender-title">
            <h2 id="sender-title" className="font-bold text-navy-900">
              {inboxPageText.conversation.client}
            </h2>
            <dl className="mt-4 space-y-3">
              <Fact label={inboxPageText.conversation.name}>{c.name}</Fact>
              <Fact label={inboxPageText.conversation.email}>
                <a href={`mailto:${c.email}`} className="text-brand-700 underline">
                  {c.email}
                </a>
              </Fact>
              {c.sentFrom ? <Fact label={inboxPageText.conversation.sentFrom}>{c.sentFrom}</Fact> : null}
              <Fact label={inboxPageText.conversation.sent}>
                <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
              </Fact>
              <Fact label={inboxPageText.conversation.signedIn}>{inboxPageText.conversation.origins[c.origin]}</Fact>
              <Fact label={inboxPageText.conversation.securityCheck}>
                {c.isVerified ? inboxPageText.conversation.verified : inboxPageText.conversation.notVerified}
              </Fact>
              <Fact label={inboxPageText.conversation.account}>{inboxPageText.conversation.accounts[c.account]}</Fact>
            </dl>
          </section>
          <VisitFacts channel={c.channel} visit={c.visit} />
        </aside>
      </div>
    </StaffAreaShell>
  );
}
