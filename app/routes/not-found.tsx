import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/shell/not-found";
import { logMissingPath, notFoundData } from "~/lib/not-found.server";
import { seo } from "~/lib/shell/seo";

export function loader({ request }: Route.LoaderArgs) {
  logMissingPath(request);
  return data(notFoundData(request), { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Page not found", noindex: true });

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound suggestions={loaderData.suggestions} />;
}
