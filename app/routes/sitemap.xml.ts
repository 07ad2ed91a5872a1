import { createDb } from "~/.server/db/client";
import { getRequestContext } from "~/.server/http/request-context";
import { errorName, logEvent } from "~/.server/log";
import { archiveSitemapEntries } from "~/.server/newsletter/issues";
import { renderSitemap, type SitemapEntry, sitemapEntries } from "~/content/sitemap.server";
import type { Route } from "./+types/sitemap.xml";

/** The content's pages, then the newsletter archive from D1 (left out, briefly, if D1 fails). */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  let issues: SitemapEntry[] = [];
  let maxAge = 3600;
  try {
    issues = await archiveSitemapEntries(createDb(env.DB));
  } catch (err) {
    logEvent("warn", "sitemap_archive_unavailable", { error: errorName(err) });
    maxAge = 60;
  }
  return new Response(renderSitemap(env.SITE_ORIGIN, [...sitemapEntries(), ...issues]), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${maxAge}`,
    },
  });
}
