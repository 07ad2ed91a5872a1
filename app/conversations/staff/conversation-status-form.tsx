import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { useActionForm } from "~/ui/forms/use-action-form";
import { NEXT_FIELD } from "./conversation-keys";

/** The intents of the status form (their handlers: conversation-actions.server.ts). */
export const statusIntents = declareIntents({ close: "close", reopen: "reopen" });

/**
 * "Close conversation" sets a finished conversation aside (a client's answer reopens it);
 * "Reopen conversation" brings a closed one back to where its entries left it.
 */
export function ConversationStatusForm({ action, closed }: { action: string; closed: boolean }) {
  // Answers of plain posts (no JavaScript) are shown once, by the reply form above.
  const { Form, busy, formProps } = useActionForm(null, { action });
  return (
    <Form {...formProps} className="flex flex-wrap items-center gap-3">
      <IntentInput intent={closed ? statusIntents.reopen : statusIntents.close} />
      {/* Filled by `e` (conversation-keys.ts): the conversation to open once this one is closed. */}
      {closed ? null : <input type="hidden" name={NEXT_FIELD} defaultValue="" />}
      <button
        type="submit"
        disabled={busy}
        // `e` on the page presses it (conversation-keys.ts).
        data-shortcut={closed ? undefined : "close"}
        className="inline-flex items-center justify-center rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-70"
      >
        {closed ? "Reopen conversation" : "Close conversation"}
      </button>
      <p className="text-sm text-muted">
        {closed
          ? "Closed: it waits under Closed until the client answers or you reopen it."
          : "Close it when nothing more is needed; a new answer from the client reopens it."}
      </p>
    </Form>
  );
}
