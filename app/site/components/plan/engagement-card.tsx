import { Link } from "react-router";
import type { Engagement } from "~/content/derive-pages";
import type { PlanData } from "~/content/schema";
import { bookHref } from "~/site/book-link";
import { CheckList } from "~/site/components/templates/parts";
import { ButtonLink } from "~/ui/button-link";

type Labels = PlanData["labels"];

function ListBlock({ title, items, className }: { title: string; items: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      <h4 className="font-bold text-navy-900">{title}</h4>
      <CheckList items={items} className="mt-3 text-ink" />
    </div>
  );
}

/**
 * One way to work with ADRIG: its timeframes (quoted from the service page that states each, and
 * linked there), what it includes, what the client provides and receives, and the call to action
 * that opens /contact with the engagement named in the message.
 */
export function EngagementCard({ engagement, labels }: { engagement: Engagement; labels: Labels }) {
  const headingId = `engagement-${engagement.slug}`;
  return (
    <article
      id={engagement.slug}
      aria-labelledby={headingId}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <h3 id={headingId} className="text-2xl font-extrabold text-navy-900">
            {engagement.name}
          </h3>
          <p className="mt-3 text-lg leading-relaxed text-muted">{engagement.summary}</p>
          <div className="mt-6 rounded-2xl bg-brand-50 p-5">
            <h4 className="text-sm font-bold uppercase tracking-wider text-brand-800">{labels.timeframes}</h4>
            <dl className="mt-3 space-y-3">
              {engagement.facts.map((fact) => (
                <div key={fact.id}>
                  <dt>
                    <Link
                      to={fact.path}
                      className="font-semibold text-navy-900 underline underline-offset-4 hover:text-brand-700"
                    >
                      {fact.label}
                    </Link>
                  </dt>
                  <dd className="text-xl font-extrabold text-brand-700">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ButtonLink
            to={bookHref({ engagement: engagement.slug })}
            aria-label={`${labels.schedule}: ${engagement.name}`}
            className="mt-6"
          >
            {labels.schedule}
          </ButtonLink>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <ListBlock title={labels.includes} items={engagement.includes} className="sm:col-span-2" />
          <ListBlock title={labels.provides} items={engagement.clientProvides} />
          <ListBlock title={labels.receives} items={engagement.clientReceives} />
        </div>
      </div>
    </article>
  );
}
