import { type AttachmentView, attachmentHref, attachmentText, formatBytes } from "~/conversations/attachments";

/**
 * The files of one entry, under it: each a download link with its size (never shown in the page),
 * or, for an e-mailed file over the limits, its name and "not kept: {reason}".
 */
export function AttachmentList({ files }: { files: readonly AttachmentView[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={attachmentText.listLabel} className="mt-3 space-y-1.5" data-testid="attachments">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <PaperclipIcon />
          {file.notKept ? (
            <>
              <span className="break-all font-semibold text-slate-700">{file.name}</span>
              <span className="text-red-800">{`(${attachmentText.notKeptLine(file.notKept)})`}</span>
            </>
          ) : (
            <>
              <a
                href={attachmentHref(file.id)}
                download={file.name}
                aria-label={attachmentText.download(file.name)}
                className="break-all font-semibold text-brand-700 underline underline-offset-4"
              >
                {file.name}
              </a>
              <span className="text-muted">{formatBytes(file.bytes)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function PaperclipIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      className="shrink-0 self-center text-muted"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />
    </svg>
  );
}
