import { Link } from "react-router";
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_FORM_BODY_LIMIT,
  ComposeSection,
  ConversationSidebar,
  ConversationStatusForm,
  ConversationThread,
  inboxPageText,
  keptFields,
  Moderation,
  StatusBadge,
  serviceLabel,
  statusLabels,
  useConversationShortcuts,
} from "~/conversations";
import { conversationDeps, openConversationForStaff, staffConversationActions } from "~/conversations/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { notFound } from "~/site/index.server";
import { KeyboardShortcuts, ShortcutsHint, StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { listStaff, requireStaff, staffProfileOf } from "~/staff/index.server";
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

/** Reply, note, assign, close, reopen, mark as verified, delete: each form's handler is in app/conversations/staff/. */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const deps = conversationDeps(getRequestContext(args.context).env);
  const ctx = {
    deps,
    staff,
    id: args.params.id,
    signerOf: (userId: string) => staffProfileOf(deps.db, userId),
    failureTitle: staffFailureTitles.staff,
  };
  return handleForm(
    args.request,
    {
      failureTitle: staffFailureTitles.staff,
      keep: keptFields.conversation,
      lists: [ATTACHMENT_FIELD],
      where: "inbox",
    },
    (body) => staffConversationActions.dispatch(ctx, body),
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
      {/* A new conversation (`j`/`k`) draws its forms afresh: its own greeting, browser draft and keys. */}
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
          <ComposeSection action={action} {...loaderData} answer={actionData ?? null} />
          <ConversationStatusForm action={action} closed={c.status === "closed"} />
          <ShortcutsHint text={inboxPageText.shortcutsHint} />
        </div>
        <ConversationSidebar action={action} conversation={c} me={loaderData.me} staff={loaderData.staff} />
      </div>
    </StaffAreaShell>
  );
}
