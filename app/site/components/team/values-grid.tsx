import type { CompanyValue } from "~/content/team";

const glyphs: Record<CompanyValue["title"], string> = {
  Innovation: "M12 3a6 6 0 0 0-3.5 10.9V17h7v-3.1A6 6 0 0 0 12 3Zm-2.5 17h5",
  Scalability: "M4 20V14m5.33 6V10m5.34 10V6M20 20V3",
  Integrity: "M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Zm-3 9 2 2 4-4",
  "Client-Centric": "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0",
};

/** Innovation, Scalability, Integrity, Client-Centric. */
export function ValuesGrid({ values }: { values: CompanyValue[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {values.map((value) => (
        <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={glyphs[value.title]} />
            </svg>
          </span>
          <h3 className="mt-4 text-xl font-bold text-navy-900">{value.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{value.description}</p>
        </li>
      ))}
    </ul>
  );
}
