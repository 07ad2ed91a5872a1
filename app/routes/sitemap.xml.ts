import type { Route } from "./+types/sitemap.xml";
import { renderSitemap } from "~/content/sitemap.server";
import { getRequestContext } from "~/lib/request-context.server";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  return new Response(renderSitemap(env.SITE_ORIGIN), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
