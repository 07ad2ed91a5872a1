import { clientPageText } from "~/conversations/client/client-text";
import type { ClientConversation } from "~/conversations/conversations";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { ClientReplyForm } from "./reply-form";

/** "Your reply" under a client's conversation: the form once we have replied, else a word that it comes then. */
export function ClientReplySection({
  conversation: c,
  action,
  answer,
}: {
  conversation: ClientConversation;
  /** The conversation's own page, which the reply is posted to. */
  action: string;
  answer: FormAnswer | null;
}) {
  return (
    <section aria-labelledby="answer-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="answer-title" className="text-xl font-extrabold text-navy-900">
        {clientPageText.conversation.replyTitle}
      </h2>
      {c.canAnswer ? (
        <div className="mt-4">
          {/* A new entry starts an empty form (its text and files were sent). */}
          <ClientReplyForm
            key={c.entries.length}
            action={action}
            conversationId={c.id}
            answer={answer}
            lastSent={c.entries.findLast((entry) => entry.author === "client")?.body ?? null}
          />
        </div>
      ) : (
        <p className="mt-3 text-muted">{clientPageText.conversation.notYet}</p>
      )}
    </section>
  );
}
