import { ATTACHMENT_TYPES, type AttachmentType } from "~/conversations/attachments";

/**
 * What a file is, from its bytes alone (the name and the browser's Content-Type are the sender's
 * word): a PDF, PNG or JPEG by its signature; a ZIP by its signature, and a DOCX, XLSX or PPTX
 * when the archive's directory holds that format's main part; text (TXT or CSV, by the name) when
 * it is UTF-8 without control characters. Anything else is null and refused.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04]; // a local file header
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06]; // an archive with no files

/** The main part that makes an Office Open XML archive a document, a workbook or a deck. */
const OFFICE_PARTS: Record<string, AttachmentType> = {
  "word/document.xml": "docx",
  "xl/workbook.xml": "xlsx",
  "ppt/presentation.xml": "pptx",
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * The file names in a ZIP's central directory (found from the end-of-directory record, which sits
 * in the last 64 KB), or null when the directory cannot be read: a truncated or broken archive.
 */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function zipKind(bytes: Uint8Array): AttachmentType | null {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  for (const name of names) {
    const office = OFFICE_PARTS[name];
    if (office) return office;
  }
  return "zip";
}

/** Tab, line feed, form feed and carriage return are text; other control characters are not. */
const CONTROL = /(?![\t\n\f\r])\p{Cc}/u;

function isText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !CONTROL.test(text);
}

/** The type of `bytes`; `name` only tells a CSV from other text. */
export function attachmentTypeOf(bytes: Uint8Array, name: string): AttachmentType | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, ZIP_ENTRY) || startsWith(bytes, ZIP_EMPTY)) return zipKind(bytes);
  if (isText(bytes)) return name.toLowerCase().endsWith(".csv") ? "csv" : "txt";
  return null;
}

/** Whether the name ends in one of the accepted extensions (the forms' own check, repeated). */
export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return Object.values(ATTACHMENT_TYPES).some((type) => type.extensions.some((extension) => lower.endsWith(extension)));
}

/** Longest name kept, in characters (the extension is kept whole). */
const NAME_MAX = 120;

/** The last part of a name the sender gave (no folders), without control, format (bidi) or line-break characters. */
export function cleanName(given: string): string {
  const base =
    given
      .split(/[/\\]/)
      .pop()
      ?.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
      .trim() ?? "";
  return [...(base || "attachment")].slice(0, NAME_MAX).join("");
}

/**
 * The name a file is listed and downloaded under: its clean name, at most 120 characters before
 * the extension, and ending in the extension of what its bytes are, so a page renamed `.pdf` is
 * downloaded as `.pdf.txt`.
 */
export function storedName(given: string, type: AttachmentType): string {
  const base = cleanName(given);
  const { extensions } = ATTACHMENT_TYPES[type];
  const lower = base.toLowerCase();
  const own = extensions.find((extension) => lower.endsWith(extension));
  const stem = own ? base.slice(0, -own.length) : base;
  return `${stem || "attachment"}${own ? base.slice(-own.length) : extensions[0]}`;
}
