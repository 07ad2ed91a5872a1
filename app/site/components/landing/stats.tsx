import type { Stat } from "~/content/landing";

/** The four company figures (30+ India, 6 UK, 2 US, 2 years); used on / and /about. */
export function Stats({ stats, className = "" }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 md:grid-cols-4 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 px-4 py-6 text-center">
          <dt className="mt-1 text-sm font-medium text-muted">{stat.label}</dt>
          <dd className="text-4xl font-extrabold text-brand-700">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
