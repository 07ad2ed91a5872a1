import { Link, redirect } from "react-router";
import { PageHero } from "~/components/page/page-hero";
import { ClosingCta } from "~/components/templates/parts";
import { ServiceFilter, workFilterHref } from "~/components/work/service-filter";
import { WorkCardView } from "~/components/work/work-card";
import { spansGrid } from "~/components/work/work-grid";
import { socialCardPath } from "~/content/derive";
import { buildWorkGroups, previewWorkGroups } from "~/content/derive-pages";
import { catalogue } from "~/content/services";
import { workCopy } from "~/content/work";
import { seo } from "~/lib/seo";
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
export function loader({ request }: Route.LoaderArgs) {
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

export default function WorkPage({ loaderData }: Route.ComponentProps) {
  const { copy, filters, active, groups } = loaderData;
  return (
    <>
      <PageHero title={copy.title} intro={<p>{copy.intro}</p>}>
        {active ? (
          <p className="mt-6 text-lg text-white">
            {copy.showing} <strong className="font-extrabold">{active.title}</strong>
          </p>
        ) : null}
      </PageHero>
      <ServiceFilter
        label={copy.filterLabel}
        allLabel={copy.allServices}
        options={filters}
        active={active?.slug ?? null}
      />
      {groups.map((group, index) => (
        <section
          key={group.slug}
          id={group.slug}
          aria-labelledby={`${group.slug}-heading`}
          className={`px-6 py-14 sm:py-16 ${index % 2 ? "bg-brand-50" : "bg-white"}`}
        >
          <div className="mx-auto max-w-6xl">
            <div className="flex flex-wrap items-baseline justify-between gap-4">
              <h2 id={`${group.slug}-heading`} className="text-3xl font-extrabold tracking-tight text-navy-900">
                {group.title}
              </h2>
              <Link
                to={group.path}
                aria-label={`${copy.labels.service}: ${group.title}`}
                className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {copy.labels.service}
              </Link>
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {group.cards.map((card) => {
                const wide = spansGrid(group.cards, card);
                return (
                  <li key={card.id} id={card.id} className={wide ? "md:col-span-2" : undefined}>
                    <WorkCardView card={card} labels={copy.labels} wide={wide} />
                  </li>
                );
              })}
            </ul>
            {group.total > group.cards.length ? (
              <Link
                to={workFilterHref(group.slug)}
                aria-label={`${copy.labels.seeAll}: ${group.title}`}
                className="mt-8 inline-flex rounded-full border-2 border-brand-600 px-5 py-2.5 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
              >
                {copy.labels.seeAll}
              </Link>
            ) : null}
          </div>
        </section>
      ))}
      <ClosingCta title={copy.closing.title} text={copy.closing.text} action={copy.closing.button} />
    </>
  );
}
