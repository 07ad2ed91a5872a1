import { redirect } from "react-router";
import { socialCardPath } from "~/content/derive";
import { buildWorkGroups, previewWorkGroups } from "~/content/derive-pages";
import { catalogue } from "~/content/services";
import { workCopy } from "~/content/work";
import { workFilterHref } from "~/site/components/work/filter-href";
import type { WorkViewData } from "~/site/components/work/work-view";
import { deferredModule } from "~/ui/deferred-module";
import { seo } from "~/ui/seo";
import { StaticIsland } from "~/ui/static-island";
import type { Route } from "./+types/work";

/** The page's components: loaded before it renders, in the browser only for a client-side navigation. */
const view = deferredModule(() => import("~/site/components/work/work-view"));

/** Computed once per isolate: the catalogue does not change between requests. */
let groupsOnce: ReturnType<typeof buildWorkGroups> | undefined;

/**
 * `/work` ("Our Work"): the products as case studies and the sub-service pages' case studies,
 * grouped by service. Without a filter each service shows its products and first case studies
 * and links to its filtered view; `?service=<category>` shows all of that service's cards. An
 * unknown service leads back to /work (a redirect is never cached, so made-up values cannot fill
 * the edge cache).
 */
export async function loader({ request }: Route.LoaderArgs): Promise<WorkViewData> {
  await view.load();
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

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => view.withData(serverLoader);

/**
 * Text, links and cards: nothing on this page needs React in the browser, so the first load
 * keeps the server's markup and ships none of the page's components (StaticIsland). Another
 * filter is another page: the key renders it anew.
 */
export default function WorkPage({ loaderData }: Route.ComponentProps) {
  const View = view.current()?.WorkView;
  return <StaticIsland key={loaderData.active?.slug ?? "all"}>{View ? <View {...loaderData} /> : null}</StaticIsland>;
}
