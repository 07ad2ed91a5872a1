import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { IMAGE_MAX_BYTES, MEDIA_PATH } from "~/newsletter/editor";
import { editorErrorText } from "~/newsletter/editor-text";
import { type NewsletterImage, newsletterImages, newsletterIssues } from "~/newsletter/schema.server";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { type ImageSize, imageFormatOf, imageSizeOf } from "./image-bytes.server";

/**
 * Images in newsletter issues (docs/decisions/024-newsletter-editor.md). Staff upload a PNG, JPEG
 * or WebP of at most 2 MB; its type and size are read from its bytes; it is stored in the R2
 * bucket MEDIA under its SHA-256 (`newsletter/<hash>.<ext>`, so the same image is one object and
 * its address never changes) and listed in D1 with its type and size. Anyone may read a listed
 * image (it is in mails), through `/media/<hash>.<ext>` only: no other key of the bucket is ever
 * served, and an image is always answered with the type it was checked to be.
 */

/** Larger than any screen or mail needs; also keeps a crafted header's numbers sane. */
const MAX_SIDE_PX = 8000;
/** `<64 hex>.<png|jpg|webp>`, the last part of an image's address. */
const IMAGE_FILE = /^[0-9a-f]{64}\.(png|jpg|webp)$/;
const KEY_PREFIX = "newsletter/";

export type ImageDeps = { db: Db; bucket: R2Bucket; now: () => Date };
export type StoredImage = ImageSize & { path: string; type: string };

/** The site path of a stored image. */
function imagePath(file: string): string {
  return `${MEDIA_PATH}/${file}`;
}

/** The file part of an image target written as a site path (`/media/<hash>.<ext>`), else null. */
export function mediaFileOf(target: string): string | null {
  const file = target.startsWith(`${MEDIA_PATH}/`) ? target.slice(MEDIA_PATH.length + 1) : "";
  return IMAGE_FILE.test(file) ? file : null;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/** Checks an upload and stores it (object first, then its row: a row always has its object). */
export async function storeImage(deps: ImageDeps, file: File, uploader: SessionUser): Promise<StoredImage> {
  if (file.size > IMAGE_MAX_BYTES) throw new UserFacingError(413, editorErrorText.imageTooLarge, "too_large");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = imageFormatOf(bytes);
  if (!format) throw new UserFacingError(415, editorErrorText.imageWrongType, "not_an_image");
  const size = imageSizeOf(bytes, format);
  if (!size) throw new UserFacingError(400, editorErrorText.imageUnreadable, "unreadable_image");
  if (size.width > MAX_SIDE_PX || size.height > MAX_SIDE_PX) {
    throw new UserFacingError(400, editorErrorText.imageTooBig, "image_too_big");
  }
  const hash = await sha256Hex(bytes);
  const fileName = `${hash}.${format.extension}`;
  const key = `${KEY_PREFIX}${fileName}`;
  await deps.bucket.put(key, bytes, {
    httpMetadata: { contentType: format.type },
    customMetadata: { width: String(size.width), height: String(size.height) },
    sha256: hash,
  });
  await deps.db
    .insert(newsletterImages)
    .values({
      key,
      contentType: format.type,
      ...size,
      bytes: bytes.byteLength,
      uploadedBy: uploader.id,
      createdAt: deps.now(),
    })
    .onConflictDoNothing();
  return { path: imagePath(fileName), type: format.type, ...size };
}

export type ServedImage = { body: ReadableStream; type: NewsletterImage["contentType"]; bytes: number; etag: string };

/**
 * A listed image by the last part of its address, or null: an address of any other shape, a key
 * that is not listed (whatever else the bucket holds) and a listed key whose object is gone.
 */
export async function readImage(deps: Pick<ImageDeps, "db" | "bucket">, file: string): Promise<ServedImage | null> {
  if (!IMAGE_FILE.test(file)) return null;
  const key = `${KEY_PREFIX}${file}`;
  const [row] = await deps.db.select().from(newsletterImages).where(eq(newsletterImages.key, key)).limit(1);
  if (!row) return null;
  const object = await deps.bucket.get(key);
  if (!object) return null;
  return { body: object.body, type: row.contentType, bytes: object.size, etag: object.httpEtag };
}

export type ImageSizes = ReadonlyMap<string, ImageSize>;

/** The sizes of the listed images a Markdown text shows, by file (one query; none when it shows none). */
export async function imageSizesIn(db: Db, markdown: string): Promise<ImageSizes> {
  const files = new Set([...markdown.matchAll(/\/media\/([0-9a-f]{64}\.(?:png|jpg|webp))/g)].map((m) => m[1]!));
  if (files.size === 0) return new Map();
  const rows = await db
    .select({ key: newsletterImages.key, width: newsletterImages.width, height: newsletterImages.height })
    .from(newsletterImages)
    .where(
      inArray(
        newsletterImages.key,
        [...files].map((f) => `${KEY_PREFIX}${f}`),
      ),
    );
  return new Map(rows.map((r) => [r.key.slice(KEY_PREFIX.length), { width: r.width, height: r.height }]));
}

/** Markdown for an image: its description as the text, with the characters Markdown reads escaped. */
export function imageMarkdown(alt: string, path: string): string {
  return `![${alt.replace(/([\\[\]*_`])/g, "\\$1")}](${path})`;
}

/** Most unused images one daily run deletes; the rest go on the next day's. */
const IMAGE_SWEEP_LIMIT = 100;

/**
 * An image no issue's text shows (no draft, scheduled or sent issue names `/media/<file>`), uploaded
 * before `cutoff`: the days after an upload leave time to put it in a draft.
 */
function unusedBefore(cutoff: Date) {
  return and(
    lt(newsletterImages.createdAt, cutoff),
    sql`not exists (select 1 from ${newsletterIssues}
      where instr(${newsletterIssues.bodyMarkdown}, substr(${newsletterImages.key}, ${KEY_PREFIX.length + 1})) > 0)`,
  );
}

/**
 * The daily clean-up's part for images (docs/decisions/024-newsletter-editor.md): the rows of
 * unused ones go first, each only if still unused as it is deleted (a draft saved meanwhile keeps
 * it), then their objects, so a listed image always has its object. Returns how many went.
 */
export async function deleteUnusedImages(deps: Pick<ImageDeps, "db" | "bucket">, cutoff: Date): Promise<number> {
  const candidates = await deps.db
    .select({ key: newsletterImages.key })
    .from(newsletterImages)
    .where(unusedBefore(cutoff))
    .limit(IMAGE_SWEEP_LIMIT);
  if (candidates.length === 0) return 0;
  const gone = await deps.db
    .delete(newsletterImages)
    .where(
      and(
        inArray(
          newsletterImages.key,
          candidates.map((c) => c.key),
        ),
        unusedBefore(cutoff),
      ),
    )
    .returning({ key: newsletterImages.key });
  if (gone.length > 0) await deps.bucket.delete(gone.map((g) => g.key));
  return gone.length;
}
