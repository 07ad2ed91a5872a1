import { getRequestContext } from "~/platform/http/request-context.server";
import { renderRss } from "~/site/index.server";
import type { Route } from "./+types/rss.xml";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  return new Response(renderRss(env.SITE_ORIGIN), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
