import { getRequestContext } from "~/.server/http/request-context";
import { renderSitemap } from "~/content/sitemap.server";
import type { Route } from "./+types/sitemap.xml";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  return new Response(renderSitemap(env.SITE_ORIGIN), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
