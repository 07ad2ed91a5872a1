import { conversationDeps } from "~/conversations/deps.server";
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  type SavedReply,
  updateSavedReply,
} from "~/conversations/saved-replies.server";
import { savedReplySchema } from "~/conversations/validation/inbox";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { StaffAreaShell } from "~/staff/components/staff-area-shell";
import { requireStaff } from "~/staff/guards.server";
import { staffHeaders, staffMeta } from "~/staff/staff-route";
import { SubmitButton, TextAreaField, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";
import { errorText, failureTitles, toasts } from "~/ui/ui-text";
import type { Route } from "./+types/admin-saved-replies";

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { env } = getRequestContext(args.context);
  return { replies: await listSavedReplies(conversationDeps(env).db) };
}

const HERE = "/admin/saved-replies";

/** Create, edit (by id) and delete saved replies: one action, told apart by `intent`. */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  return handleForm(
    args.request,
    { failureTitle: failureTitles.staff, keep: ["intent", "id", "name", "body"], where: "saved-replies" },
    async (body) => {
      const { db, now } = conversationDeps(env);
      const id = typeof body.id === "string" ? body.id.slice(0, 64) : "";
      switch (body.intent) {
        case "create":
          await createSavedReply(db, staff.id, parseWith(savedReplySchema, body), now());
          return redirectWithToast(HERE, toasts.savedReplyCreated);
        case "update":
          await updateSavedReply(db, id, parseWith(savedReplySchema, body), now());
          return redirectWithToast(HERE, toasts.savedReplyUpdated);
        case "delete":
          await deleteSavedReply(db, id);
          return redirectWithToast(HERE, toasts.savedReplyDeleted);
        default:
          throw new UserFacingError(400, errorText.invalidRequest);
      }
    },
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, "Saved replies");

const fields = lazySchema(() => import("~/conversations/validation/inbox").then((m) => m.savedReplySchema));

/** The answer of a plain post, for the form that sent it only (by intent, and by id for an edit). */
function answerFor(answer: FormAnswer | undefined, intent: string, id?: string): FormAnswer | null {
  if (answer?.values?.intent !== intent) return null;
  return id === undefined || answer.values?.id === id ? answer : null;
}

function SavedReplyForm({ reply, answer }: { reply?: SavedReply; answer: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(fields, { action: HERE, answer });
  return (
    <Form {...formProps} className="space-y-4">
      <FormAlert toast={alert} />
      <input type="hidden" name="intent" value={reply ? "update" : "create"} />
      {reply ? <input type="hidden" name="id" value={reply.id} /> : null}
      <TextField
        label="Name"
        name="name"
        required
        minLength={LIMITS.savedReplyName.min}
        maxLength={LIMITS.savedReplyName.max}
        defaultValue={values.name ?? reply?.name ?? ""}
        error={errors.name}
      />
      <TextAreaField
        label="Text"
        name="body"
        rows={6}
        required
        minLength={LIMITS.message.min}
        maxLength={LIMITS.message.max}
        defaultValue={values.body ?? reply?.body ?? ""}
        error={errors.body}
        hint="{first_name} becomes the client's first name and {service} the service they asked about."
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Saving…">
          {reply ? "Save changes" : "Add saved reply"}
        </SubmitButton>
      </div>
    </Form>
  );
}

function DeleteButton({ reply }: { reply: SavedReply }) {
  const { Form, busy, formProps } = useActionForm(null, { action: HERE });
  return (
    <Form {...formProps}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={reply.id} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
      >
        Delete “{reply.name}”
      </button>
    </Form>
  );
}

export default function AdminSavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  const { replies } = loaderData;
  return (
    <StaffAreaShell title="Saved replies">
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="saved-list-title" className="space-y-4">
          <h2 id="saved-list-title" className="sr-only">
            Your saved replies
          </h2>
          {replies.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-black/5">
              No saved replies yet. Add the answers you write again and again, such as “Call scheduled”.
            </p>
          ) : (
            replies.map((reply) => (
              <article
                key={reply.id}
                data-testid="saved-reply"
                aria-label={reply.name}
                className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
              >
                <details open={Boolean(answerFor(actionData, "update", reply.id))}>
                  <summary className="cursor-pointer font-bold text-navy-900">{reply.name}</summary>
                  <p className="mt-2 whitespace-pre-line text-sm text-ink">{reply.body}</p>
                  <div className="mt-4">
                    <SavedReplyForm reply={reply} answer={answerFor(actionData, "update", reply.id)} />
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
            New saved reply
          </h2>
          <div className="mt-4">
            <SavedReplyForm answer={answerFor(actionData, "create")} />
          </div>
        </section>
      </div>
    </StaffAreaShell>
  );
}
