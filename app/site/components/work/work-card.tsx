import { Link } from "react-router";
import type { CaseStudyWorkCard, ProductWorkCard, WorkCard } from "~/content/derive-pages";
import type { WorkData } from "~/content/schema";
import { CheckList } from "~/site/components/templates/parts";
import { Icon } from "~/ui/icons";

type Labels = WorkData["labels"];

/** The card's link, named for the page it leads to ("More about Predictive Analytics"). */
function ReadMore({ card, label }: { card: WorkCard; label: string }) {
  const [before, after = ""] = label.split("{page}");
  return (
    <Link
      to={card.path}
      className="mt-6 inline-flex items-center gap-1.5 self-start font-bold text-brand-700 underline-offset-4 hover:underline"
    >
      {before}
      {card.page}
      {after}
      <Icon name="arrow-right" className="h-4 w-4" />
    </Link>
  );
}

function Results({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-5">
      <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{label}</p>
      <CheckList items={items} className="mt-3 text-sm font-semibold text-navy-900" />
    </div>
  );
}

/** A product told as a case study: problem, users, what we built, technology and outcome. */
function ProductCard({ card, labels }: { card: ProductWorkCard; labels: Labels }) {
  const rows = [
    [labels.problem, card.problem],
    [labels.users, card.users],
    [labels.built, card.built],
    [labels.technology, card.technology],
    [labels.outcome, card.outcome],
  ] as const;
  return (
    <article className="flex h-full flex-col rounded-2xl border-2 border-brand-200 bg-white p-6 shadow-sm">
      <p className="inline-flex self-start rounded-full bg-brand-100 px-3 py-1 text-xs font-bold uppercase tracking-wider text-brand-800">
        {labels.product}
      </p>
      <h3 className="mt-4 text-xl font-bold text-navy-900">{card.title}</h3>
      <dl className="mt-4 grid gap-x-8 gap-y-4 lg:grid-cols-2">
        {rows.map(([term, text]) => (
          <div key={term}>
            <dt className="font-bold text-navy-900">{term}</dt>
            <dd className="mt-1 leading-relaxed text-muted">{text}</dd>
          </div>
        ))}
      </dl>
      <Results items={card.results} label={labels.results} />
      <ReadMore card={card} label={labels.readMore} />
    </article>
  );
}

/**
 * A case study from a sub-service page, as that page tells it. `wide`: alone in its row, it spans
 * the grid, with the story beside its results rather than a half-empty row.
 */
function CaseStudyCard({ card, labels, wide }: { card: CaseStudyWorkCard; labels: Labels; wide: boolean }) {
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${
        wide ? "md:grid md:grid-cols-2 md:gap-x-8" : ""
      }`}
    >
      <div>
        <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{card.eyebrow}</p>
        <h3 className="mt-3 text-lg font-bold text-navy-900">{card.title}</h3>
        <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex-1">
          <Results items={card.results} label={labels.results} />
        </div>
        <ReadMore card={card} label={labels.readMore} />
      </div>
    </article>
  );
}

export function WorkCardView({ card, labels, wide }: { card: WorkCard; labels: Labels; wide: boolean }) {
  return card.kind === "product" ? (
    <ProductCard card={card} labels={labels} />
  ) : (
    <CaseStudyCard card={card} labels={labels} wide={wide} />
  );
}
