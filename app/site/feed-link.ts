import { site } from "~/content/site";

/** The blog's RSS feed: its path and title, shared by the feed itself and the pages that link it. */
export const RSS_PATH = "/blog/rss.xml";
export const RSS_TITLE = `${site.legalName} | ${site.blog.title}`;

/** `<link rel="alternate">` to the feed, for the `links` export of /blog and every article. */
export const rssFeedLink = { rel: "alternate", type: "application/rss+xml", title: RSS_TITLE, href: RSS_PATH } as const;
