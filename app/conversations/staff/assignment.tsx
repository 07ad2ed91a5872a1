import type { StaffMember } from "~/conversations/inbox";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The intent of both assignment forms (its handler: conversation-actions.server.ts). */
export const assignmentIntents = declareIntents({ assign: "assign" });

const button =
  "inline-flex items-center justify-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-70";

/**
 * Who owns the conversation: "Assign to me", and a picker of the staff (or nobody). The client's
 * next answer is mailed to the assignee; a change shows in the thread as an event.
 */
export function Assignment({
  action,
  me,
  assignee,
  staff,
}: {
  action: string;
  me: string;
  assignee: StaffMember | null;
  staff: StaffMember[];
}) {
  const self = useActionForm(null, { action });
  const pick = useActionForm(null, { action });
  return (
    <section aria-labelledby="assignment-title" className="space-y-3">
      <h2 id="assignment-title" className="font-bold text-navy-900">
        Assignee
      </h2>
      <p className="text-sm text-ink" data-testid="assignee">
        {assignee ? assignee.name : "Unassigned"}
      </p>
      {assignee?.id !== me ? (
        <self.Form {...self.formProps}>
          <IntentInput intent={assignmentIntents.assign} />
          <input type="hidden" name="assigneeId" value={me} />
          {/* `a` on the page presses it (conversation-keys.ts). */}
          <button type="submit" disabled={self.busy} data-shortcut="assign-me" className={button}>
            Assign to me
          </button>
        </self.Form>
      ) : null}
      <pick.Form {...pick.formProps} className="flex flex-wrap items-end gap-2">
        <IntentInput intent={assignmentIntents.assign} />
        <label className="text-sm font-semibold text-navy-900">
          Assign to
          <select
            name="assigneeId"
            defaultValue={assignee?.id ?? ""}
            className="mt-1 block rounded-xl border border-slate-300 bg-white px-3 py-2 text-ink"
          >
            <option value="">Nobody</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={pick.busy} className={button}>
          Assign
        </button>
      </pick.Form>
    </section>
  );
}
