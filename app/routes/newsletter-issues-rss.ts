import { listFeedIssues, newsletterDeps, renderIssuesRss } from "~/newsletter/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import type { Route } from "./+types/newsletter-issues-rss";

/** The archive's RSS feed, linked from /newsletter/issues and each issue's page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const issues = await listFeedIssues(newsletterDeps(env, request).db);
  return new Response(renderIssuesRss(env.SITE_ORIGIN, issues), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // A new issue shows in readers within minutes, as in the archive's own page (edge cache TTL).
      "Cache-Control": "public, max-age=600",
    },
  });
}
