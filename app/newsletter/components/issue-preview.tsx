import { useId } from "react";
import { editorText } from "~/newsletter/editor-text";

/** The mail of an issue exactly as a subscriber gets it, built by the server (no JavaScript needed). */
export type IssuePreviewMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  listUnsubscribe: string;
};

const switchLabel =
  "cursor-pointer rounded-full px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600";

/**
 * The preview: the headers that matter (the unsubscribe headers as what a reader gets of them), the HTML part in a sandboxed frame (no scripts, no
 * navigation: the mail's own document, not the site's) at a desktop or a phone's width, and the
 * plain-text part one click away. The width switch is two radio buttons and CSS, so it works
 * without JavaScript too; `status` is the live preview's note, if any.
 */
export function IssuePreview({
  mail,
  status,
  headingId = "preview-title",
}: {
  mail: IssuePreviewMail;
  status?: string | null;
  headingId?: string;
}) {
  const name = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="group/preview rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
      data-testid="issue-preview"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-extrabold text-navy-900">
          Preview
        </h2>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">Preview width</legend>
          <label className={switchLabel}>
            <input type="radio" name={name} value="desktop" defaultChecked className="sr-only" />
            Desktop
          </label>
          <label className={switchLabel}>
            <input type="radio" name={name} value="mobile" className="sr-only" data-width="mobile" />
            Mobile
          </label>
        </fieldset>
      </div>
      <p className="mt-1 text-sm text-muted">
        The mail as a subscriber gets it. The unsubscribe link is a sample that unsubscribes nobody.
      </p>
      {status ? (
        <p role="status" className="mt-2 text-sm font-medium text-amber-900">
          {status}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-muted">From</dt>
        <dd className="break-words text-ink">{mail.from}</dd>
        <dt className="font-semibold text-muted">To</dt>
        <dd className="break-words text-ink">{mail.to}</dd>
        <dt className="font-semibold text-muted">Subject</dt>
        <dd className="break-words font-semibold text-ink" data-testid="preview-subject">
          {mail.subject}
        </dd>
        {/* The RFC 8058 headers as a reader meets them: the raw header is for mail apps, not for staff. */}
        {mail.listUnsubscribe ? (
          <>
            <dt className="font-semibold text-muted">{editorText.previewUnsubscribeLabel}</dt>
            <dd className="text-ink">{editorText.previewUnsubscribe}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-6 font-bold text-navy-900">HTML</h3>
      {/* 375 px: a common phone's width, where most subscribers read their mail. */}
      <div className="mx-auto mt-2 transition-[max-width] group-has-[[data-width=mobile]:checked]/preview:max-w-[375px]">
        <iframe
          title="The issue's HTML part"
          srcDoc={mail.html}
          sandbox=""
          className="h-[36rem] w-full rounded-xl border border-slate-200 bg-white"
        />
      </div>
      <details className="mt-6">
        <summary className="cursor-pointer font-bold text-navy-900">Plain-text part</summary>
        <pre
          data-testid="preview-text"
          className="mt-2 max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-ink"
        >
          {mail.text}
        </pre>
      </details>
    </section>
  );
}
