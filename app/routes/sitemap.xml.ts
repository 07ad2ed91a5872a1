import { archiveSitemapEntries, newsletterDeps } from "~/newsletter/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { errorName, logEvent } from "~/platform/log.server";
import { renderSitemap, type SitemapEntry, sitemapEntries } from "~/site/index.server";
import type { Route } from "./+types/sitemap.xml";

/** The content's pages, then the newsletter archive from D1 (left out, briefly, if D1 fails). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  let issues: SitemapEntry[] = [];
  let maxAge = 3600;
  try {
    issues = await archiveSitemapEntries(newsletterDeps(env, request).db);
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
