import { and, asc, inArray, isNotNull } from "drizzle-orm";
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_LIMITS,
  ATTACHMENT_TYPES,
  type AttachmentType,
  type AttachmentView,
  attachmentText,
} from "~/conversations/attachments";
import { attachments } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { attachmentTypeOf, cleanName, hasAcceptedExtension, storedName } from "./attachment-types.server";

/**
 * The files of conversations (docs/decisions/026-client-portal.md). Their bytes live in the R2
 * bucket ATTACHMENTS, their rows in D1. A file is checked (count, size, type from the bytes),
 * then put in the bucket, then its row is written in the same D1 batch as the entry it belongs
 * to; when that batch stores nothing or fails, the objects just put are deleted again. Whoever
 * deletes conversations deletes their objects first (`deleteConversationFiles`).
 */

/** A file that passed every check, ready to be kept. */
export type CheckedFile = { id: string; name: string; type: AttachmentType; bytes: Uint8Array };

/** A file of an e-mailed answer that is listed but not kept, and why. */
export type RefusedFile = { id: string; name: string; size: number; reason: string };

const refused = (message: string) =>
  new UserFacingError(400, message, "attachment_refused", { [ATTACHMENT_FIELD]: message });

/**
 * The files of a form post (`body.attachments`), each checked: at most 5, none empty or over
 * 10 MB, each a PDF, DOCX, XLSX, PPTX, PNG, JPEG, TXT, CSV or ZIP by its extension and by its
 * bytes. The first problem answers 400 with its message, as the form's own check words it.
 * A file input left empty sends one nameless, empty part (read as an empty file or an empty
 * string): that is no file.
 */
export async function checkedUploads(value: unknown): Promise<CheckedFile[]> {
  const files = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (file) => file !== "" && !(file instanceof File && file.name === "" && file.size === 0),
  );
  if (files.length === 0) return [];
  if (files.length > ATTACHMENT_LIMITS.files) throw refused(attachmentText.tooMany);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (!(file instanceof File)) throw refused(attachmentText.wrongType(String(file).slice(0, 40)));
    if (file.size === 0) throw refused(attachmentText.empty(file.name));
    if (file.size > ATTACHMENT_LIMITS.bytes) throw refused(attachmentText.tooLarge(file.name));
    if (!hasAcceptedExtension(file.name)) throw refused(attachmentText.wrongType(file.name));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = attachmentTypeOf(bytes, file.name);
    if (!type) throw refused(attachmentText.wrongType(file.name));
    checked.push({ id: crypto.randomUUID(), name: storedName(file.name, type), type, bytes });
  }
  return checked;
}

/** An e-mail's attachment as the mail parser gives it. */
export type MailedFile = { filename: string | null; content: ArrayBuffer | Uint8Array | string };

/**
 * The attachments of an e-mailed answer, under the form's rules; a mail cannot be asked again, so
 * a file over the limits is not refused with the mail but listed as "not kept: {reason}".
 */
export function sortMailedFiles(files: readonly MailedFile[]): { kept: CheckedFile[]; notKept: RefusedFile[] } {
  const kept: CheckedFile[] = [];
  const notKept: RefusedFile[] = [];
  for (const file of files) {
    const bytes =
      typeof file.content === "string" ? new TextEncoder().encode(file.content) : new Uint8Array(file.content);
    const given = file.filename?.trim() || "attachment";
    const refuse = (reason: string) =>
      notKept.push({ id: crypto.randomUUID(), name: cleanName(given), size: bytes.byteLength, reason });
    if (kept.length >= ATTACHMENT_LIMITS.files) refuse(attachmentText.notKept.tooMany);
    else if (bytes.byteLength === 0) refuse(attachmentText.notKept.empty);
    else if (bytes.byteLength > ATTACHMENT_LIMITS.bytes) refuse(attachmentText.notKept.tooLarge);
    else {
      const type = hasAcceptedExtension(given) ? attachmentTypeOf(bytes, given) : null;
      if (!type) refuse(attachmentText.notKept.wrongType);
      else kept.push({ id: crypto.randomUUID(), name: storedName(given, type), type, bytes });
    }
  }
  return { kept, notKept };
}

/** Where a conversation's file lives in the bucket. */
function objectKey(conversationId: string, fileId: string): string {
  return `conversations/${conversationId}/${fileId}`;
}

/** Deletes objects, 1,000 keys a call (R2's most); a failure is logged and the rest goes on. */
async function deleteObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += 1000) {
    try {
      await bucket.delete(keys.slice(at, at + 1000));
    } catch (err) {
      logEvent("error", "attachment_delete_failed", { error: errorName(err), count: keys.length });
      throw err;
    }
  }
}

/** What a batch needs to write the files' rows once the objects are in the bucket. */
export type KeptFiles = {
  /** The rows to insert; `entryId` null for the files of a conversation's first message. */
  rows: (typeof attachments.$inferInsert)[];
  /** Deletes the objects again: the entry was not stored after all. */
  discard: () => Promise<void>;
  /**
   * Stores the entry `entryId` and the files' rows in one D1 batch: `statements` first, the first
   * of them the entry's insert with `returning` (empty when the entry already existed: a repeat).
   * The objects are deleted again when the batch fails or stored no entry (the first request kept
   * its own files). Resolves to the batch's results.
   */
  storeWithEntry: <T>(
    d1: D1Database,
    statements: D1PreparedStatement[],
    entryId: string,
    now: Date,
  ) => Promise<D1Result<T>[]>;
};

/**
 * Puts checked files in the bucket under their conversation, and returns their rows (kept and
 * not kept) for the caller's D1 batch. Nothing is left behind when a put fails.
 */
export async function keepFiles(
  bucket: R2Bucket,
  conversationId: string,
  entryId: string | null,
  files: readonly CheckedFile[],
  notKept: readonly RefusedFile[] = [],
): Promise<KeptFiles> {
  const keys = files.map((file) => objectKey(conversationId, file.id));
  const discard = () => deleteObjects(bucket, keys).catch(() => {});
  try {
    await Promise.all(
      files.map((file, i) =>
        bucket.put(keys[i] as string, file.bytes, {
          httpMetadata: { contentType: ATTACHMENT_TYPES[file.type].contentType },
        }),
      ),
    );
  } catch (err) {
    await discard();
    throw err;
  }
  const rows = [
    ...files.map((file, i) => ({
      id: file.id,
      conversationId,
      entryId,
      name: file.name,
      kind: file.type,
      bytes: file.bytes.byteLength,
      key: keys[i] as string,
      position: i,
    })),
    ...notKept.map((file, i) => ({
      id: file.id,
      conversationId,
      entryId,
      name: file.name,
      bytes: file.size,
      notKept: file.reason,
      position: files.length + i,
    })),
  ];
  const storeWithEntry = async <T>(d1: D1Database, statements: D1PreparedStatement[], entryId: string, now: Date) => {
    const results = await d1
      .batch<T>([...statements, ...attachmentInserts(d1, rows, entryId, now)])
      .catch(async (err) => {
        await discard();
        throw err;
      });
    if (!results[0]?.results.length) await discard();
    return results;
  };
  return { rows, discard, storeWithEntry };
}

/**
 * The rows' insert, as D1 statements for a batch: written only when the entry `entryId` exists
 * by then (the batch's earlier statement may have stored nothing).
 */
function attachmentInserts(d1: D1Database, rows: KeptFiles["rows"], entryId: string, now: Date): D1PreparedStatement[] {
  return rows.map((row) =>
    d1
      .prepare(
        `insert into attachments (id, conversation_id, entry_id, name, kind, bytes, key, not_kept, position, created_at)
         select ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
         where exists (select 1 from conversation_entries where id = ?3)`,
      )
      .bind(
        row.id,
        row.conversationId,
        entryId,
        row.name,
        row.kind ?? null,
        row.bytes,
        row.key ?? null,
        row.notKept ?? null,
        row.position ?? 0,
        now.getTime(),
      ),
  );
}

/** The files of these conversations, oldest first, as their pages list them, by entry (the first message's under its conversation's id). */
export async function attachmentsByEntry(
  db: Db,
  conversationIds: readonly string[],
): Promise<Map<string, AttachmentView[]>> {
  const byEntry = new Map<string, AttachmentView[]>();
  if (conversationIds.length === 0) return byEntry;
  const rows = await db
    .select()
    .from(attachments)
    .where(inArray(attachments.conversationId, [...conversationIds]))
    .orderBy(asc(attachments.createdAt), asc(attachments.position));
  for (const row of rows) {
    const at = row.entryId ?? row.conversationId;
    const list = byEntry.get(at) ?? [];
    list.push({ id: row.id, name: row.name, bytes: row.bytes, notKept: row.notKept });
    byEntry.set(at, list);
  }
  return byEntry;
}

/**
 * Deletes these conversations' files: the objects, then their rows. The caller then deletes the
 * conversations. Objects first: a failure leaves the rows, and so the objects can be found and
 * deleted again; the clean-up deletes only conversations with no file rows left.
 */
export async function deleteConversationFiles(
  db: Db,
  bucket: R2Bucket,
  conversationIds: readonly string[],
): Promise<void> {
  // D1 binds at most 100 values a statement.
  for (let at = 0; at < conversationIds.length; at += 90) {
    const ids = conversationIds.slice(at, at + 90);
    const rows = await db
      .select({ key: attachments.key })
      .from(attachments)
      .where(and(inArray(attachments.conversationId, ids), isNotNull(attachments.key)));
    await deleteObjects(
      bucket,
      rows.flatMap((row) => (row.key ? [row.key] : [])),
    );
    await db.delete(attachments).where(inArray(attachments.conversationId, ids));
  }
}
