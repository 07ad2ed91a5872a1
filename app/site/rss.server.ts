import { RSS_PATH, RSS_TITLE } from "~/site/feed-link";
import { postPath } from "../content/derive";
import { posts } from "../content/posts";
import { site } from "../content/site";

/**
 * /blog/rss.xml: an RSS 2.0 feed of every post with its full HTML body (content:encoded), links
 * made absolute on the configured origin, and dates in RFC 822 as RSS requires.
 */

export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** A CDATA section; a "]]>" inside the text is split so it cannot end the section early. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** Readers show the body outside the site, so site-relative links and images must be absolute. */
export function absolutiseHtml(html: string, origin: string): string {
  return html.replace(
    /\s(href|src)="(\/(?!\/)[^"]*)"/g,
    (_m, attr: string, path: string) => ` ${attr}="${new URL(path, origin).toString()}"`,
  );
}

/** RFC 822 date (e.g. "Wed, 02 Apr 2025 00:00:00 GMT") of an ISO day. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function renderRss(origin: string): string {
  const url = (path: string) => new URL(path, origin).toString();
  const items = posts.map((post) => {
    const link = url(postPath(post.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <content:encoded>${cdata(absolutiseHtml(post.html, origin))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(RSS_TITLE)}</title>`,
    `    <link>${escapeXml(url("/blog"))}</link>`,
    `    <description>${escapeXml(site.blog.description)}</description>`,
    "    <language>en-in</language>",
    `    <atom:link href="${escapeXml(url(RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
