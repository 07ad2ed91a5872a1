import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { editorText } from "~/newsletter/editor-text";
import { formatClock } from "~/newsletter/india-time";
import { issueIntents } from "~/newsletter/issue-intents";
import { StaffAreaShell } from "~/staff";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { intentField } from "~/ui/forms/intents";
import { notify } from "~/ui/toasts/toast";
import { DraftActions, primaryButton, secondaryButton } from "./issue-actions";
import { IssueFields } from "./issue-fields";
import { IssueImage } from "./issue-image";
import { IssuePreview, type IssuePreviewMail } from "./issue-preview";
import { IssueStatusBadge } from "./issue-progress";
import { LeaveGuard } from "./leave-guard";
import { fieldsOf, type SaveStatus, useIssueDraft } from "./use-issue-draft";
import { useLivePreview } from "./use-live-preview";

export type EditorIssue = {
  id: string;
  subject: string;
  previewText: string;
  bodyMarkdown: string;
  version: number;
  savedAt: string;
  scheduledAt: string | null;
};

function statusText(status: SaveStatus): string {
  switch (status.kind) {
    case "saved":
      return editorText.savedAt(formatClock(status.at));
    case "saving":
      return editorText.saving;
    case "retrying":
      return editorText.retrying;
    case "signed-out":
      return editorText.signedOut;
    case "invalid":
      return editorText.notSaved(status.reason || editorText.tooLong);
    case "stopped":
      return editorText.notSaved(status.reason);
  }
}

/** Beside the title: whether the server has what the page shows. */
function SaveStatusLine({ status }: { status: SaveStatus }) {
  const trouble = status.kind !== "saved" && status.kind !== "saving";
  return (
    <p
      role="status"
      data-testid="save-status"
      className={`text-sm font-semibold ${trouble ? "text-red-800" : "text-muted"}`}
    >
      {statusText(status)}
    </p>
  );
}

const tab =
  "rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white";

/**
 * A draft's page (docs/decisions/024-newsletter-editor.md): the editor beside the live preview
 * on wide screens, in two tabs on narrow ones. With JavaScript the text saves itself as it is
 * typed, the preview follows it, an image goes in at the cursor, and leaving with unsaved text
 * asks first. Without JavaScript every button is a plain form post doing the same steps, the
 * version check included.
 */
export function IssueEditor({
  issue,
  answer,
  preview: initialPreview,
  view: initialView,
  subscribers,
  confirming,
  scheduleAt,
}: {
  issue: EditorIssue;
  answer: FormAnswer | null;
  preview: IssuePreviewMail;
  view: "edit" | "preview";
  subscribers: number;
  confirming: "send" | "schedule" | null;
  scheduleAt: { date: string; time: string };
}) {
  const action = `/admin/newsletter/${issue.id}`;
  // A plain post refused because another window saved first comes back with the text it sent and
  // the version it was written on: saving it again is refused again until the page is reloaded.
  const stale = answer?.code === "conflict" ? Number(answer.values?.version) : Number.NaN;
  const draft = useIssueDraft(Number.isInteger(stale) && stale > 0 ? { ...issue, version: stale } : issue);
  const preview = useLivePreview(initialPreview);
  const [view, setView] = useState(initialView);
  const form = useRef<HTMLFormElement>(null);
  // Where "Add image" puts the image: at the cursor once the text has been worked in, else at its end.
  const cursorPlaced = useRef(false);
  const test = useFetcher<FormAnswer>();

  const onChange = () => {
    if (!form.current) return;
    const fields = fieldsOf(form.current);
    draft.changed(fields);
    preview.changed(fields);
  };

  // Text typed before the page's script ran is no less unsaved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(onChange, []);

  useEffect(() => {
    if (test.data?.toast) notify(test.data.toast);
  }, [test.data]);

  /** Saves first; then the form's step: nothing more for "Save draft", the test mail for "Send test to me". */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    onChange();
    void draft.save().then((saved) => {
      if (!saved || submitter?.value !== issueIntents.test) return;
      // Exactly the text that was just saved, at the version it was saved as.
      void test.submit(
        { intent: issueIntents.test, version: String(draft.currentVersion()), ...draft.savedFields() },
        { method: "post", action, encType: "multipart/form-data" },
      );
    });
  };

  const beforeDraftStep = () => draft.save().then((saved) => (saved ? String(draft.currentVersion()) : null));

  const insertImage = (markdown: string) => {
    const textarea = form.current?.elements.namedItem("bodyMarkdown");
    if (!(textarea instanceof HTMLTextAreaElement)) return;
    const start = cursorPlaced.current ? textarea.selectionStart : textarea.value.length;
    const end = cursorPlaced.current ? textarea.selectionEnd : start;
    const before = textarea.value.slice(0, start);
    const gap = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
    textarea.setRangeText(`${gap}${markdown}\n\n`, start, end, "end");
    textarea.focus();
    onChange();
  };

  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? {};
  const alert = answer?.toast && !answer.fieldErrors ? answer.toast : null;
  const showTab = (next: "edit" | "preview") => (event: React.MouseEvent) => {
    event.preventDefault();
    setView(next);
  };

  return (
    <StaffAreaShell
      title={issue.subject}
      actions={
        <div className="flex flex-wrap items-center gap-4">
          <SaveStatusLine status={draft.status} />
          <Link to="/admin/newsletter" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
            Back to all issues
          </Link>
        </div>
      }
    >
      <LeaveGuard unsaved={draft.dirty} />
      <div className="space-y-6">
        <FormAlert toast={alert} />
        <nav aria-label="Draft views" className="flex gap-2 lg:hidden">
          <Link to="." aria-current={view === "edit" ? "page" : undefined} onClick={showTab("edit")} className={tab}>
            Edit
          </Link>
          <Link
            to="?view=preview"
            aria-current={view === "preview" ? "page" : undefined}
            onClick={showTab("preview")}
            className={tab}
          >
            Preview
          </Link>
        </nav>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className={`min-w-0 space-y-6 ${view === "edit" ? "" : "hidden lg:block"}`}>
            <section aria-labelledby="edit-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="edit-title" className="text-xl font-extrabold text-navy-900">
                  Edit the draft
                </h2>
                <IssueStatusBadge status="draft" scheduled={Boolean(issue.scheduledAt)} />
              </div>
              <p className="mt-1 text-sm text-muted">
                A draft: only staff can see it. It saves itself as you type, and can change until it is sent.
              </p>
              <form
                ref={form}
                method="post"
                action={action}
                encType="multipart/form-data"
                onInput={onChange}
                onFocus={(event) => {
                  if ((event.target as HTMLElement).getAttribute("name") === "bodyMarkdown")
                    cursorPlaced.current = true;
                }}
                onSubmit={onSubmit}
                noValidate
                className="mt-4 space-y-4"
              >
                <input type="hidden" name="version" value={draft.version} />
                <IssueFields saved={issue} values={values} errors={errors} bodyRows={18} />
                <div className="flex flex-wrap gap-3">
                  <button type="submit" {...intentField(issueIntents.save)} className={primaryButton}>
                    Save draft
                  </button>
                  <button
                    type="submit"
                    {...intentField(issueIntents.test)}
                    disabled={test.state !== "idle"}
                    className={secondaryButton}
                  >
                    {test.state !== "idle" ? "Sending…" : "Send test to me"}
                  </button>
                </div>
                <p className="text-sm text-muted">
                  The test is saved first and mailed to you exactly as shown here, its subject marked [Test].
                </p>
              </form>
              <div className="mt-4">
                <IssueImage issueId={issue.id} insert={insertImage} />
              </div>
            </section>
            <DraftActions
              action={action}
              subscribers={subscribers}
              confirming={confirming}
              subject={issue.subject}
              version={draft.version}
              before={beforeDraftStep}
              scheduledAt={issue.scheduledAt}
              scheduleAt={scheduleAt}
              scheduleAnswer={{ errors, values }}
            />
          </div>
          <div className={`min-w-0 ${view === "preview" ? "" : "hidden lg:block"}`}>
            <IssuePreview
              mail={preview.mail}
              status={
                preview.problem !== null
                  ? `${editorText.previewFailed}${preview.problem ? ` ${preview.problem}` : ""}`
                  : null
              }
            />
          </div>
        </div>
      </div>
    </StaffAreaShell>
  );
}
