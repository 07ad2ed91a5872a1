import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/layout/not-found";
import { seo } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  // The spec logs the missing path; only the path, never the query (it may carry tokens).
  console.warn(`[404] ${new URL(request.url).pathname}`);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Page not found", noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
