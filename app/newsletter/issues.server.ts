import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import type { SitemapEntry } from "~/content/derive";
import { postPath } from "~/content/derive";
import { getPost } from "~/content/posts";
import { editorErrorText, editorFieldText } from "~/newsletter/editor-text";
import {
  ARCHIVE_PATH,
  ARCHIVE_TITLE,
  type ArchivedIssue,
  type DeliveryCounts,
  type IssueListItem,
  issuePath,
} from "~/newsletter/issues";
import { type NewsletterIssue, newsletterDeliveries, newsletterIssues } from "~/newsletter/schema.server";
import type { NewsletterIssueInput, SavedDraftInput } from "~/newsletter/validation/newsletter-issue";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { renderMarkdown } from "~/platform/markdown.server";
import { LIMITS } from "~/ui/forms/limits";
import { type ImageSizes, imageSizesIn, mediaFileOf } from "./images.server";

/**
 * Newsletter issues as staff write them (docs/decisions/018-newsletter-issues.md): drafts that can be
 * edited until sending starts, the counts of their deliveries, and the public archive of the
 * sent ones. Sending itself is sending.ts; one delivery is delivery.ts.
 */

const issues = newsletterIssues;
const deliveries = newsletterDeliveries;

/** Images in a mail fit its column whatever their size (mail clients ignore style sheets). */
const MAIL_IMAGE_STYLE = "max-width:100%;height:auto";

/**
 * The body rendered as the archive shows it, or with absolute links (`siteOrigin`) as the mail
 * does. Links and images must be http(s) addresses or site paths; anything else is refused.
 * Uploaded images (`sizes`, images.ts) get their width and height, so nothing shifts as they load.
 */
export function renderIssueBody(markdown: string, siteOrigin?: string, sizes?: ImageSizes): string {
  const rendered = renderMarkdown(markdown, siteOrigin, {
    sizeOf: (target) => {
      const file = mediaFileOf(target);
      return file ? sizes?.get(file) : undefined;
    },
    style: siteOrigin ? MAIL_IMAGE_STYLE : undefined,
  });
  if (rendered.otherLinks.length > 0) {
    throw new UserFacingError(400, editorFieldText.issueLinkUnsafe, "unsafe_link", {
      bodyMarkdown: editorFieldText.issueLinkUnsafe,
    });
  }
  return rendered.html;
}

const notFound = () => new UserFacingError(404, editorErrorText.issueGone, "not_found");

export async function createIssue(
  db: Db,
  author: SessionUser,
  input: NewsletterIssueInput,
  now: Date,
): Promise<string> {
  renderIssueBody(input.bodyMarkdown);
  const id = crypto.randomUUID();
  await db.insert(issues).values({ id, ...input, createdBy: author.id, createdAt: now, updatedAt: now });
  return id;
}

export const frozen = () => new UserFacingError(409, editorErrorText.issueFrozen, "frozen");
export const changedElsewhere = () => new UserFacingError(409, editorErrorText.issueChangedElsewhere, "conflict");

export type SavedDraft = { version: number; savedAt: Date };

/**
 * Saves a draft written on `input.version` (docs/decisions/024-newsletter-editor.md): one
 * conditional UPDATE that changes the row only while it is still a draft at that version, and
 * raises the version. So of two windows the later save is refused ("changed in another window")
 * instead of silently replacing newer text; a save of unchanged text writes nothing and keeps the
 * version (an autosave followed by "Send test to me" is not a conflict with itself). Once sending
 * has started the issue is frozen and every change is refused.
 */
export async function saveDraft(db: Db, id: string, input: SavedDraftInput, now: Date): Promise<SavedDraft> {
  renderIssueBody(input.bodyMarkdown);
  const { version, ...fields } = input;
  const [row] = await db
    .update(issues)
    .set({ ...fields, updatedAt: now, version: sql`${issues.version} + 1` })
    .where(
      and(
        eq(issues.id, id),
        eq(issues.status, "draft"),
        eq(issues.version, version),
        sql`(${issues.subject} is not ${fields.subject} or ${issues.previewText} is not ${fields.previewText} or ${issues.bodyMarkdown} is not ${fields.bodyMarkdown})`,
      ),
    )
    .returning({ version: issues.version, savedAt: issues.updatedAt });
  if (row) return row;
  const issue = await getIssue(db, id);
  if (issue.status !== "draft") throw frozen();
  if (issue.version !== version) throw changedElsewhere();
  return { version: issue.version, savedAt: issue.updatedAt };
}

/**
 * Appends an uploaded image's Markdown to a draft (the image form without JavaScript), raising
 * its version like any save: a window that still shows the text without it is told to reload.
 */
export async function appendToDraft(db: Db, id: string, markdown: string, now: Date): Promise<void> {
  const [row] = await db
    .update(issues)
    .set({
      bodyMarkdown: sql`${issues.bodyMarkdown} || ${`\n\n${markdown}`}`,
      updatedAt: now,
      version: sql`${issues.version} + 1`,
    })
    .where(
      and(
        eq(issues.id, id),
        eq(issues.status, "draft"),
        sql`length(${issues.bodyMarkdown}) + ${markdown.length + 2} <= ${LIMITS.issueBody.max}`,
      ),
    )
    .returning({ id: issues.id });
  if (row) return;
  const issue = await getIssue(db, id);
  if (issue.status !== "draft") throw frozen();
  throw new UserFacingError(400, editorFieldText.issueBodyLong, "validation", {
    bodyMarkdown: editorFieldText.issueBodyLong,
  });
}

export async function findIssue(db: Db, id: string): Promise<NewsletterIssue | null> {
  const [issue] = await db.select().from(issues).where(eq(issues.id, id)).limit(1);
  return issue ?? null;
}

export async function getIssue(db: Db, id: string): Promise<NewsletterIssue> {
  const issue = await findIssue(db, id);
  if (!issue) throw notFound();
  return issue;
}

const NO_DELIVERIES: DeliveryCounts = { recipients: 0, sent: 0, failed: 0, skipped: 0, waiting: 0 };

/** The deliveries of these issues counted by state, in one query. */
async function deliveryCounts(db: Db, issueIds: readonly string[]): Promise<Map<string, DeliveryCounts>> {
  const counts = new Map<string, DeliveryCounts>(issueIds.map((id) => [id, { ...NO_DELIVERIES }]));
  if (issueIds.length === 0) return counts;
  const rows = await db
    .select({ issueId: deliveries.issueId, status: deliveries.status, n: sql<number>`count(*)` })
    .from(deliveries)
    .where(sql`${deliveries.issueId} in ${issueIds}`)
    .groupBy(deliveries.issueId, deliveries.status);
  for (const row of rows) {
    const c = counts.get(row.issueId);
    if (!c) continue;
    const n = Number(row.n);
    c.recipients += n;
    if (row.status === "sent") c.sent += n;
    else if (row.status === "failed") c.failed += n;
    else if (row.status === "skipped") c.skipped += n;
    else c.waiting += n;
  }
  return counts;
}

export async function countDeliveries(db: Db, issueId: string): Promise<DeliveryCounts> {
  return (await deliveryCounts(db, [issueId])).get(issueId) ?? { ...NO_DELIVERIES };
}

/** Most issues the staff list shows: a monthly newsletter reaches this in 16 years. */
const ISSUE_LIST_LIMIT = 200;

/** /admin/newsletter: every issue, newest first, with its deliveries counted (two queries). */
export async function listIssues(db: Db): Promise<IssueListItem[]> {
  const rows = await db
    .select({
      id: issues.id,
      subject: issues.subject,
      status: issues.status,
      createdAt: issues.createdAt,
      sentAt: issues.sentAt,
      scheduledAt: issues.scheduledAt,
    })
    .from(issues)
    .orderBy(desc(issues.createdAt), desc(issues.id))
    .limit(ISSUE_LIST_LIMIT);
  const counts = await deliveryCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    scheduledAt: r.status === "draft" ? (r.scheduledAt?.toISOString() ?? null) : null,
    counts: counts.get(r.id) ?? { ...NO_DELIVERIES },
  }));
}

/** "Start from an article": the post's title, its excerpt, and a link to read it on the site. */
export function draftFromArticle(slug: string): NewsletterIssueInput | null {
  const post = getPost(slug);
  if (!post) return null;
  return {
    subject: post.title.slice(0, LIMITS.issueSubject.max),
    previewText: post.excerpt.slice(0, LIMITS.issuePreview.max),
    bodyMarkdown: `## ${post.title}\n\n${post.excerpt}\n\n[Read the article on our site](${postPath(post.slug)})`,
  };
}

/** The longest slug words part, in characters (code points), so archive URLs stay readable. */
const SLUG_WORDS_MAX = 60;

/**
 * `2026-11-subject-words`: the month it went out, then the subject's first words, whole, up to 60
 * characters. Letters and digits of every script are kept (Tamil with its vowel signs, which are
 * marks, not letters); Latin letters lose their accents (`café` is `cafe`); anything else (spaces,
 * punctuation, emoji) separates words. A subject with no letters at all is `issue`.
 */
export function issueSlug(subject: string, now: Date): string {
  const words = subject
    .toLowerCase()
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .map((word) => word.normalize("NFC"));
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if ([...next].length > SLUG_WORDS_MAX) break;
    slug = next;
  }
  // A first word longer than the limit is cut at a character boundary, never inside one.
  if (!slug && words[0]) slug = [...words[0]].slice(0, SLUG_WORDS_MAX).join("");
  return `${now.toISOString().slice(0, 7)}-${slug || "issue"}`;
}

/** An issue is public from the moment it starts going out: its mail links to its page. */
const ARCHIVED = ["sending", "sent"] as const;

/** The public archive: sent issues, newest first (no personal data). */
export async function listArchivedIssues(db: Db): Promise<ArchivedIssue[]> {
  const rows = await db
    .select({
      slug: issues.slug,
      subject: issues.subject,
      previewText: issues.previewText,
      sentAt: issues.sendStartedAt,
    })
    .from(issues)
    .where(and(inArray(issues.status, ARCHIVED), isNotNull(issues.slug)))
    .orderBy(desc(issues.sendStartedAt))
    .limit(ISSUE_LIST_LIMIT);
  return rows.map((r) => ({
    slug: r.slug!,
    subject: r.subject,
    previewText: r.previewText,
    sentAt: r.sentAt!.toISOString(),
  }));
}

/** The issue that went out just before or just after `startedAt` in the archive, if any. */
async function archiveNeighbour(db: Db, startedAt: Date, id: string, direction: "older" | "newer") {
  const older = direction === "older";
  const [row] = await db
    .select({ slug: issues.slug, subject: issues.subject })
    .from(issues)
    .where(
      and(
        inArray(issues.status, ARCHIVED),
        isNotNull(issues.slug),
        // Ties (two issues started in the same millisecond) are ordered by id, so none is skipped.
        older
          ? sql`(${issues.sendStartedAt} < ${startedAt.getTime()} or (${issues.sendStartedAt} = ${startedAt.getTime()} and ${issues.id} < ${id}))`
          : sql`(${issues.sendStartedAt} > ${startedAt.getTime()} or (${issues.sendStartedAt} = ${startedAt.getTime()} and ${issues.id} > ${id}))`,
      ),
    )
    .orderBy(older ? desc(issues.sendStartedAt) : asc(issues.sendStartedAt), older ? desc(issues.id) : asc(issues.id))
    .limit(1);
  return row?.slug ? { path: issuePath(row.slug), subject: row.subject } : null;
}

/**
 * One sent issue for its archive page, rendered with its images' sizes, and the issues before and
 * after it; null for an unknown slug or a draft.
 */
export async function getArchivedIssue(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.slug, slug), inArray(issues.status, ARCHIVED)))
    .limit(1);
  if (!row?.slug || !row.sendStartedAt) return null;
  const [sizes, previous, next] = await Promise.all([
    imageSizesIn(db, row.bodyMarkdown),
    archiveNeighbour(db, row.sendStartedAt, row.id, "older"),
    archiveNeighbour(db, row.sendStartedAt, row.id, "newer"),
  ]);
  return {
    slug: row.slug,
    path: issuePath(row.slug),
    subject: row.subject,
    previewText: row.previewText,
    sentAt: row.sendStartedAt.toISOString(),
    html: renderIssueBody(row.bodyMarkdown, undefined, sizes),
    previous,
    next,
  };
}

/** How many issues the archive's feed carries, each with its whole body. */
const FEED_ISSUES = 20;

/** The newest archived issues with their bodies rendered, for the RSS feed (feed.ts). */
export async function listFeedIssues(db: Db) {
  const rows = await db
    .select({
      slug: issues.slug,
      subject: issues.subject,
      previewText: issues.previewText,
      bodyMarkdown: issues.bodyMarkdown,
      sentAt: issues.sendStartedAt,
    })
    .from(issues)
    .where(and(inArray(issues.status, ARCHIVED), isNotNull(issues.slug)))
    .orderBy(desc(issues.sendStartedAt))
    .limit(FEED_ISSUES);
  const sizes = await imageSizesIn(db, rows.map((r) => r.bodyMarkdown).join("\n"));
  return rows.map((r) => ({
    path: issuePath(r.slug!),
    subject: r.subject,
    previewText: r.previewText,
    sentAt: r.sentAt!,
    html: renderIssueBody(r.bodyMarkdown, undefined, sizes),
  }));
}

/** The archive and its issues for the sitemap, dated by when each went out. */
export async function archiveSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const archived = await listArchivedIssues(db);
  return [
    { path: ARCHIVE_PATH, title: ARCHIVE_TITLE, lastmod: archived[0]?.sentAt.slice(0, 10) },
    ...archived.map((issue) => ({
      path: issuePath(issue.slug),
      title: issue.subject,
      lastmod: issue.sentAt.slice(0, 10),
    })),
  ];
}
