/** The mail of an issue exactly as a subscriber gets it, built by the server (no JavaScript needed). */
export type IssuePreviewMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  listUnsubscribe: string;
};

/**
 * The preview: the headers that matter, the HTML part in a sandboxed frame (no scripts, no
 * navigation: the mail's own document, not the site's), and the plain-text part as it is.
 */
export function IssuePreview({ mail }: { mail: IssuePreviewMail }) {
  return (
    <section aria-labelledby="preview-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="preview-title" className="text-xl font-extrabold text-navy-900">
        Preview
      </h2>
      <p className="mt-1 text-sm text-muted">
        The mail as a subscriber gets it. The unsubscribe link is a sample that unsubscribes nobody.
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-muted">From</dt>
        <dd className="break-words text-ink">{mail.from}</dd>
        <dt className="font-semibold text-muted">To</dt>
        <dd className="break-words text-ink">{mail.to}</dd>
        <dt className="font-semibold text-muted">Subject</dt>
        <dd className="break-words font-semibold text-ink" data-testid="preview-subject">
          {mail.subject}
        </dd>
        <dt className="font-semibold text-muted">List-Unsubscribe</dt>
        <dd className="break-all text-ink">{mail.listUnsubscribe}</dd>
      </dl>
      <h3 className="mt-6 font-bold text-navy-900">HTML</h3>
      <iframe
        title="The issue's HTML part"
        srcDoc={mail.html}
        sandbox=""
        className="mt-2 h-[36rem] w-full rounded-xl border border-slate-200 bg-white"
      />
      <h3 className="mt-6 font-bold text-navy-900">Plain text</h3>
      <pre
        data-testid="preview-text"
        className="mt-2 max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-ink"
      >
        {mail.text}
      </pre>
    </section>
  );
}
