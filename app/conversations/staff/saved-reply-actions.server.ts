import { SAVED_REPLIES_PATH } from "~/conversations/conversations";
import type { ConversationDeps } from "~/conversations/deps.server";
import { createSavedReply, deleteSavedReply, updateSavedReply } from "~/conversations/saved-replies.server";
import { conversationToasts } from "~/conversations/texts";
import { savedReplySchema } from "~/conversations/validation/inbox";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { savedReplyIntents } from "./saved-reply-forms";

/** What /admin/saved-replies hands its forms' handlers: the deps, and who is saving. */
export type SavedRepliesContext = { deps: Pick<ConversationDeps, "db" | "now">; staffId: string };

const idOf = (body: BodyData) => (typeof body.id === "string" ? body.id.slice(0, 64) : "");

/** Create, edit (by id) and delete saved replies (saved-reply-forms.tsx). */
export const savedReplyActions = intentTable<SavedRepliesContext, Response>("/admin/saved-replies", [
  {
    [savedReplyIntents.create]: async ({ deps, staffId }, body) => {
      await createSavedReply(deps.db, staffId, parseWith(savedReplySchema, body), deps.now());
      return redirectWithToast(SAVED_REPLIES_PATH, conversationToasts.savedReplyCreated);
    },
    [savedReplyIntents.update]: async ({ deps }, body) => {
      await updateSavedReply(deps.db, idOf(body), parseWith(savedReplySchema, body), deps.now());
      return redirectWithToast(SAVED_REPLIES_PATH, conversationToasts.savedReplyUpdated);
    },
    [savedReplyIntents.delete]: async ({ deps }, body) => {
      await deleteSavedReply(deps.db, idOf(body));
      return redirectWithToast(SAVED_REPLIES_PATH, conversationToasts.savedReplyDeleted);
    },
  },
]);
