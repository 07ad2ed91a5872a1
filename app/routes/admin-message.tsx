import { Link } from "react-router";
import { closeConversation, reopenConversation, replyAsStaff } from "~/.server/conversations/conversation";
import { conversationDeps } from "~/.server/conversations/deps";
import { parseWith } from "~/.server/http/body";
import { UserFacingError } from "~/.server/http/errors";
import { handleForm } from "~/.server/http/form-action";
import { requireAdmin } from "~/.server/http/guards";
import { notFound } from "~/.server/http/not-found";
import { getRequestContext } from "~/.server/http/request-context";
import { getInboxMessage } from "~/.server/staff-inbox/list";
import { deleteUnverifiedMessage, markMessageVerified } from "~/.server/staff-inbox/moderation";
import { redirectWithToast } from "~/.server/toast";
import { AdminShell, StatusBadge } from "~/components/admin/admin-shell";
import { ConversationStatusForm } from "~/components/admin/conversation-status-form";
import { ConversationThread } from "~/components/admin/conversation-thread";
import { Moderation } from "~/components/admin/moderation";
import { ReplyForm } from "~/components/admin/reply-form";
import { adminHeaders, adminMeta } from "~/lib/admin-route";
import { serviceLabel } from "~/lib/contact-services";
import { formatDateTime } from "~/lib/format";
import { signedInOnly } from "~/lib/signed-in-only";
import { statusLabels } from "~/lib/staff-inbox";
import { errorText, failureTitles, toasts } from "~/lib/ui-text";
import { replySchema } from "~/lib/validation/staff-inbox";
import type { Route } from "./+types/admin-message";

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { env } = getRequestContext(args.context);
  const message = await getInboxMessage(conversationDeps(env).db, args.params.id);
  if (!message) notFound(args.request);
  const confirmingDelete = new URL(args.request.url).searchParams.get("confirm") === "delete";
  return { message, confirmingDelete };
}

/** Reply, close, reopen, mark as verified, delete: one action, told apart by the form's `intent`. */
export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  const { env } = getRequestContext(args.context);
  const id = args.params.id;
  const here = `/admin/messages/${encodeURIComponent(id)}`;
  return handleForm(
    args.request,
    { failureTitle: failureTitles.staff, keep: ["reply"], where: "inbox" },
    async (body) => {
      const deps = conversationDeps(env);
      switch (body.intent) {
        case "reply": {
          const { mailed } = await replyAsStaff(deps, admin, id, parseWith(replySchema, body).reply);
          if (!mailed)
            return redirectWithToast(here, {
              kind: "error",
              title: failureTitles.staff,
              description: errorText.replyNotMailed,
            });
          return redirectWithToast(here, toasts.replySent);
        }
        case "close":
          await closeConversation(deps.db, id);
          return redirectWithToast(here, toasts.conversationClosed);
        case "reopen":
          await reopenConversation(deps.db, id);
          return redirectWithToast(here, toasts.conversationReopened);
        case "verify":
          await markMessageVerified(deps.db, id);
          return redirectWithToast(here, toasts.markedVerified);
        case "delete":
          await deleteUnverifiedMessage(deps.db, id, body.confirm === "yes");
          return redirectWithToast("/admin/messages?filter=unverified", toasts.messageDeleted);
        default:
          throw new UserFacingError(400, errorText.invalidRequest);
      }
    },
  );
}

export const handle = signedInOnly;

export const headers = adminHeaders;
export const meta: Route.MetaFunction = (args) => adminMeta(args, "Message");

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message: m, confirmingDelete } = loaderData;
  const action = `/admin/messages/${m.id}`;
  return (
    <AdminShell
      title={`Message from ${m.name}`}
      actions={
        <Link to="/admin/messages" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          Back to all messages
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          {m.status === "unverified" ? <Moderation action={action} confirming={confirmingDelete} /> : null}
          <article aria-labelledby="message-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="message-title" className="text-xl font-extrabold text-navy-900">
                {serviceLabel(m.service)}
              </h2>
              <StatusBadge status={m.status}>{statusLabels[m.status]}</StatusBadge>
            </div>
            <ConversationThread message={m} />
          </article>
          <section
            aria-labelledby="reply-form-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
          >
            <h2 id="reply-form-title" className="text-xl font-extrabold text-navy-900">
              {m.entries.some((e) => e.author === "staff") ? "Reply again" : "Answer the sender"}
            </h2>
            <div className="mt-4">
              <ReplyForm action={action} answer={actionData ?? null} />
            </div>
          </section>
          <ConversationStatusForm action={action} closed={m.status === "closed"} />
        </div>
        <aside aria-labelledby="sender-title" className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
          <h2 id="sender-title" className="font-bold text-navy-900">
            Sender
          </h2>
          <dl className="mt-4 space-y-3">
            <Fact label="Name">{m.name}</Fact>
            <Fact label="E-mail">
              <a href={`mailto:${m.email}`} className="text-brand-700 underline">
                {m.email}
              </a>
            </Fact>
            <Fact label="Sent">
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </Fact>
            <Fact label="Signed in">{m.signedIn ? "Yes, from their account" : "No, from the contact form"}</Fact>
            <Fact label="Security check">{m.isVerified ? "Verified" : "Not verified"}</Fact>
            <Fact label="Account">
              {m.hasAccount ? "A confirmed account uses this e-mail" : "No account with this e-mail"}
            </Fact>
          </dl>
        </aside>
      </div>
    </AdminShell>
  );
}
