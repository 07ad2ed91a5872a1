import type { InboxConversation } from "~/conversations/inbox";
import { inboxPageText } from "~/conversations/staff/inbox-text";
import { answerFor, type FormAnswer } from "~/ui/forms/form-answer";
import { composerIntents } from "./keyed-composer";
import { NoteForm } from "./note-form";
import { ReplyComposer, type SavedReplyChoice } from "./reply-composer";

/**
 * The staff conversation page's reply and note (each with the key it is stored once under), headed
 * "Reply" or "Reply again" once staff have replied; each form shows its own answer.
 */
export function ComposeSection({
  action,
  conversation: c,
  replyKey,
  noteKey,
  greeting,
  initialText,
  savedReplies,
  answer,
}: {
  action: string;
  conversation: InboxConversation;
  replyKey: string;
  noteKey: string;
  greeting: string;
  initialText: string;
  savedReplies: SavedReplyChoice[];
  answer: FormAnswer | null;
}) {
  return (
    <section aria-labelledby="reply-form-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="reply-form-title" className="text-xl font-extrabold text-navy-900">
        {c.entries.some((e) => e.author === "staff" && e.kind === "message")
          ? inboxPageText.conversation.replyAgain
          : inboxPageText.conversation.firstReply}
      </h2>
      <div className="mt-4 space-y-4">
        <ReplyComposer
          action={action}
          conversationId={c.id}
          composeKey={replyKey}
          greeting={greeting}
          initialText={initialText}
          savedReplies={savedReplies}
          answer={answerFor(answer, composerIntents.reply)}
        />
        <NoteForm
          action={action}
          conversationId={c.id}
          composeKey={noteKey}
          answer={answerFor(answer, composerIntents.note)}
        />
      </div>
    </section>
  );
}
