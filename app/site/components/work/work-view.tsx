import { Link } from "react-router";
import type { WorkGroup } from "~/content/derive-pages";
import type { WorkData } from "~/content/schema";
import { ClosingCta } from "~/site/components/templates/parts";
import { workFilterHref } from "~/site/components/work/filter-href";
import { ServiceFilter } from "~/site/components/work/service-filter";
import { WorkCardView } from "~/site/components/work/work-card";
import { spansGrid } from "~/site/components/work/work-grid";
import { PageHero } from "~/ui/page/page-hero";

/** What /work's loader sends: the page's words, the filter and the services' cards. */
export type WorkViewData = {
  copy: WorkData;
  filters: { slug: string; title: string }[];
  active: { slug: string; title: string } | null;
  groups: Array<WorkGroup & { total: number }>;
};

/**
 * /work's content. The route renders it on the server and, in the browser, only after a
 * client-side navigation (routes/work.tsx): the first page load keeps the server's markup.
 */
export function WorkView({ copy, filters, active, groups }: WorkViewData) {
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
                  <li
                    key={card.id}
                    id={card.id}
                    className={`render-near-view ${card.kind === "product" ? "near-view-product" : "near-view-case-study"} ${wide ? "md:col-span-2" : ""}`}
                  >
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
