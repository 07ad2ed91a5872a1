import { Link } from "react-router";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The intents of the moderation forms (their handlers: conversation-actions.server.ts). */
export const moderationIntents = declareIntents({ verify: "verify", delete: "delete" });

const button =
  "inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:opacity-70";

/**
 * For an unverified message (siteverify was down when it came): "Mark as verified", and "Delete"
 * behind a confirmation step. The step is a link (`?confirm=delete`), so it works without
 * JavaScript too, and the action refuses a delete that was not confirmed.
 */
export function Moderation({ action, confirming }: { action: string; confirming: boolean }) {
  // Answers of plain posts (no JavaScript) are shown once, by the reply form below.
  const verify = useActionForm(null, { action });
  const remove = useActionForm(null, { action });
  return (
    <section aria-labelledby="moderation-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="moderation-title" className="font-bold text-navy-900">
        Unverified message
      </h2>
      <p className="mt-1 text-sm text-ink">
        The security check could not be reached when this was sent, so nobody has proven a person sent it. Mark it as
        verified if it is genuine (if its address has an account, that account is then mailed a link to add it to its
        messages), or delete it.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <verify.Form {...verify.formProps}>
          <IntentInput intent={moderationIntents.verify} />
          <button
            type="submit"
            disabled={verify.busy}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            Mark as verified
          </button>
        </verify.Form>
        {confirming ? null : (
          <Link
            to="?confirm=delete"
            className={`${button} border border-red-700 bg-white text-red-800 hover:bg-red-50`}
          >
            Delete
          </Link>
        )}
      </div>
      {confirming ? (
        // biome-ignore lint/a11y/useSemanticElements: two buttons and their question, not form fields: a fieldset would announce a form.
        <div
          role="group"
          aria-labelledby="confirm-delete-title"
          className="mt-4 rounded-xl border border-red-300 bg-white p-4"
        >
          <p id="confirm-delete-title" className="font-semibold text-red-900">
            Delete this message for good? This cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <remove.Form {...remove.formProps}>
              <IntentInput intent={moderationIntents.delete} />
              <input type="hidden" name="confirm" value="yes" />
              <button
                type="submit"
                disabled={remove.busy}
                className={`${button} bg-red-700 text-white hover:bg-red-800`}
              >
                Yes, delete
              </button>
            </remove.Form>
            <Link
              to="."
              replace
              className={`${button} border border-slate-300 bg-white text-navy-900 hover:bg-slate-50`}
            >
              Cancel
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}
