import { ARCHIVE_PATH, ARCHIVE_TITLE, ISSUES_RSS_PATH, NEWSLETTER_NAME } from "~/newsletter/issues";
import { absolutiseHtml, cdata, escapeXml } from "~/site/index.server";

/**
 * /newsletter/issues/rss.xml: an RSS 2.0 feed of the archive, newest first, each issue with its
 * whole body (as the archive shows it, links and images made absolute), written like the blog's
 * feed (app/site/rss.server.ts). Nothing personal: the same issues the public archive lists.
 */
export type FeedIssue = { path: string; subject: string; previewText: string; sentAt: Date; html: string };

export function renderIssuesRss(origin: string, issues: readonly FeedIssue[]): string {
  const url = (path: string) => new URL(path, origin).toString();
  const items = issues.map((issue) => {
    const link = url(issue.path);
    return [
      "    <item>",
      `      <title>${escapeXml(issue.subject)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${issue.sentAt.toUTCString()}</pubDate>`,
      ...(issue.previewText ? [`      <description>${escapeXml(issue.previewText)}</description>`] : []),
      `      <content:encoded>${cdata(absolutiseHtml(issue.html, origin))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const newest = issues[0]?.sentAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(ARCHIVE_TITLE)}</title>`,
    `    <link>${escapeXml(url(ARCHIVE_PATH))}</link>`,
    `    <description>${escapeXml(`Every issue of ${NEWSLETTER_NAME}, ADRIG's monthly e-mail with new articles and notes from real AI projects.`)}</description>`,
    "    <language>en-in</language>",
    `    <atom:link href="${escapeXml(url(ISSUES_RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
