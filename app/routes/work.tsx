import { redirect } from "react-router";
import { socialCardPath } from "~/content/derive";
import { buildWorkGroups, previewWorkGroups } from "~/content/derive-pages";
import { catalogue } from "~/content/services";
import { workCopy } from "~/content/work";
import { WorkView, type WorkViewData, workFilterHref } from "~/site";

import { seo } from "~/ui/seo";
import type { Route } from "./+types/work";

/** Computed once per isolate: the catalogue does not change between requests. */
let groupsOnce: ReturnType<typeof buildWorkGroups> | undefined;

/**
 * `/work` ("Our Work"): the products as case studies and the sub-service pages' case studies,
 * grouped by service. Without a filter each service shows its products and first case studies
 * and links to its filtered view; `?service=<category>` shows all of that service's cards. An
 * unknown service leads back to /work (a redirect is never cached, so made-up values cannot fill
 * the edge cache).
 */
export function loader({ request }: Route.LoaderArgs): WorkViewData {
  groupsOnce ??= buildWorkGroups(catalogue);
  const groups = groupsOnce;
  const wanted = new URL(request.url).searchParams.get("service");
  const active = wanted === null ? null : (groups.find((group) => group.slug === wanted) ?? null);
  if (wanted !== null && !active) throw redirect(workFilterHref(null));
  return {
    copy: workCopy,
    filters: groups.map(({ slug, title }) => ({ slug, title })),
    active: active ? { slug: active.slug, title: active.title } : null,
    groups: active ? [{ ...active, total: active.cards.length }] : previewWorkGroups(groups),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const active = data?.active ?? null;
  return seo(args, {
    title: active ? `${data?.copy.title}: ${active.title}` : data?.copy.title,
    description: active
      ? data?.copy.filteredMetaDescription.replace("{service}", active.title)
      : data?.copy.metaDescription,
    canonicalUrl: workFilterHref(active?.slug ?? null),
    ogImage: socialCardPath("/work"),
  });
};

/** A content page (routes/content-layout.tsx): its markup is the browser's as sent. */
export default function WorkPage({ loaderData }: Route.ComponentProps) {
  return <WorkView {...loaderData} />;
}
