import { Link } from "react-router";
import { workFilterHref } from "./filter-href";

export type ServiceFilterOption = { slug: string; title: string };

/**
 * The service filter of /work: plain links, so it works without JavaScript and every filtered view
 * has its own URL (and canonical URL). The current choice carries aria-current.
 */
export function ServiceFilter({
  label,
  allLabel,
  options,
  active,
}: {
  label: string;
  allLabel: string;
  options: readonly ServiceFilterOption[];
  active: string | null;
}) {
  const choices = [{ slug: null, title: allLabel }, ...options];
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-white px-6 py-6">
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-bold uppercase tracking-wider text-muted">{label}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {choices.map((choice) => {
            const current = choice.slug === active;
            return (
              <li key={choice.slug ?? "all"}>
                <Link
                  to={workFilterHref(choice.slug)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                    current
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 text-navy-900 hover:border-brand-600 hover:text-brand-700"
                  }`}
                >
                  {choice.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
