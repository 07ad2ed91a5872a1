import type { BodyLimit } from "~/platform/http/body-limit";

/**
 * Files in a conversation (docs/decisions/026-client-portal.md): the limits, the accepted types
 * and the words about them, shared by the forms (which check before sending) and the server
 * (which checks again, the type from the bytes).
 */

/** The form field that carries the files, on the contact form, "Your reply" and "Send Reply". */
export const ATTACHMENT_FIELD = "attachments";

export const ATTACHMENT_LIMITS = {
  /** Files per message, reply or e-mailed answer. */
  files: 5,
  /** Bytes per file: 10 MB. */
  bytes: 10 * 1024 * 1024,
} as const;

/** The accepted types, by what their bytes are; the first extension is the one a file is given. */
export const ATTACHMENT_TYPES = {
  pdf: { label: "PDF", extensions: [".pdf"], contentType: "application/pdf" },
  docx: {
    label: "DOCX",
    extensions: [".docx"],
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  xlsx: {
    label: "XLSX",
    extensions: [".xlsx"],
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  pptx: {
    label: "PPTX",
    extensions: [".pptx"],
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  },
  png: { label: "PNG", extensions: [".png"], contentType: "image/png" },
  jpeg: { label: "JPEG", extensions: [".jpg", ".jpeg"], contentType: "image/jpeg" },
  txt: { label: "TXT", extensions: [".txt"], contentType: "text/plain; charset=utf-8" },
  csv: { label: "CSV", extensions: [".csv"], contentType: "text/csv; charset=utf-8" },
  zip: { label: "ZIP", extensions: [".zip"], contentType: "application/zip" },
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** The file picker's `accept`: a hint for the browser; the server decides by the bytes. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_TYPES)
  .flatMap((type) => type.extensions)
  .join(",");

const typeNames = Object.values(ATTACHMENT_TYPES).map((type) => type.label);
/** "PDF, DOCX, … or ZIP": the accepted types, as sentences name them. */
const ATTACHMENT_TYPE_LIST = `${typeNames.slice(0, -1).join(", ")} or ${typeNames.at(-1)}`;
const TYPE_LIST = ATTACHMENT_TYPE_LIST;
const MAX_MB = ATTACHMENT_LIMITS.bytes / (1024 * 1024);

/** What a person reads about files: the field's hint, each refusal, and a file that was not kept. */
export const attachmentText = {
  label: "Attach files",
  hint: `Up to ${ATTACHMENT_LIMITS.files} files of ${MAX_MB} MB each: ${TYPE_LIST}.`,
  /** Our replies' mails, on answering by e-mail. */
  mailHint: `You can attach up to ${ATTACHMENT_LIMITS.files} files of ${MAX_MB} MB each (${TYPE_LIST}).`,
  tooMany: `Attach at most ${ATTACHMENT_LIMITS.files} files.`,
  /** A post larger than five full files and the text could be. */
  tooMuch: `Too much to send at once: attach at most ${ATTACHMENT_LIMITS.files} files of ${MAX_MB} MB each.`,
  tooLarge: (name: string) => `“${name}” is larger than ${MAX_MB} MB.`,
  empty: (name: string) => `“${name}” is empty.`,
  wrongType: (name: string) => `“${name}” is not a ${TYPE_LIST} file.`,
  /** Reasons an e-mailed file was not kept, each listed as "not kept: {reason}". */
  notKept: {
    tooLarge: `larger than ${MAX_MB} MB`,
    tooMany: `more than ${ATTACHMENT_LIMITS.files} files`,
    wrongType: `not a ${TYPE_LIST} file`,
    empty: "empty",
  },
  notKeptLine: (reason: string) => `not kept: ${reason}`,
  listLabel: "Attachments",
  download: (name: string) => `Download ${name}`,
} as const;

/** A file as a conversation's page lists it under its entry. */
export type AttachmentView = {
  id: string;
  name: string;
  bytes: number;
  /** Null when it was kept; else why not ("larger than 10 MB"), and there is nothing to download. */
  notKept: string | null;
};

/**
 * The body limit of the forms that take files (docs/decisions/026-client-portal.md): the contact
 * form, the client's "Your reply" and the staff's "Send Reply", each declaring it in its route's
 * `handle`. 5 files of 10 MB, plus room for the text and the multipart framing.
 */
export const ATTACHMENT_FORM_BODY_LIMIT: BodyLimit = {
  bytes: ATTACHMENT_LIMITS.files * ATTACHMENT_LIMITS.bytes + 64 * 1024,
  tooLargeText: attachmentText.tooMuch,
};

/** Where a kept file is downloaded (owner and staff only, app/routes/attachment.ts). */
export function attachmentHref(id: string): string {
  return `/attachments/${encodeURIComponent(id)}`;
}

/** "2.4 MB", "812 KB", "96 bytes": how big a file is, for its line in the thread. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The browser's check before sending, with the server's messages: the count, each file's size,
 * and its extension (the bytes are checked on the server). Null when the files may go.
 */
function attachmentProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > ATTACHMENT_LIMITS.files) return attachmentText.tooMany;
  for (const file of files) {
    if (file.size === 0) return attachmentText.empty(file.name);
    if (file.size > ATTACHMENT_LIMITS.bytes) return attachmentText.tooLarge(file.name);
    const lower = file.name.toLowerCase();
    const known = Object.values(ATTACHMENT_TYPES).some((type) =>
      type.extensions.some((extension) => lower.endsWith(extension)),
    );
    if (!known) return attachmentText.wrongType(file.name);
  }
  return null;
}

/** The check before sending, for a form with an attachments field: its problem, by field. */
export function checkChosenFiles(form: HTMLFormElement): Record<string, string> {
  const input = form.elements.namedItem(ATTACHMENT_FIELD);
  const files = input instanceof HTMLInputElement && input.files ? [...input.files] : [];
  const problem = attachmentProblem(files);
  return problem ? { [ATTACHMENT_FIELD]: problem } : {};
}
