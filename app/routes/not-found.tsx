import { data } from "react-router";
import { NotFound } from "~/frame/not-found";
import { logMissingPath } from "~/platform/http/not-found.server";
import { notFoundData } from "~/site/index.server";
import { pageText } from "~/ui/page-text";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  logMissingPath(request);
  return data(notFoundData(request), { status: 404 });
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: pageText.notFoundTitle, noindex: true });

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound suggestions={loaderData.suggestions} />;
}
