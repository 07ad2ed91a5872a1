import { getRequestContext } from "~/platform/http/request-context.server";
import { renderRobots } from "~/site/index.server";
import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  return new Response(renderRobots(env.SITE_ORIGIN), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
