import type { ComparisonRow, IntegrationsSection } from "~/content/services/types";
import { Icon } from "~/ui/icons";
import { Section, type Tone } from "./parts";

const th = "px-2.5 py-3 text-left align-top font-bold sm:px-4";
const td = "px-2.5 py-4 align-top leading-relaxed sm:px-4";

/** One side of a comparison: the words "Met" / "Not met" carry the meaning; colour and icon only echo them. */
function Verdict({ side }: { side: ComparisonRow["traditional"] | ComparisonRow["adrig"] }) {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:gap-2.5">
      <span
        className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${
          side.met ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"
        }`}
      >
        <Icon name={side.met ? "check" : "x"} className="h-4 w-4" />
      </span>
      <p>
        <strong className={`block font-bold ${side.met ? "text-green-800" : "text-red-800"}`}>
          {side.met ? "Met" : "Not met"}
        </strong>
        <span className="text-muted">{side.text}</span>
      </p>
    </div>
  );
}

/**
 * AI Integration: platforms by category, then the traditional-versus-ADRIG comparison. Both are
 * real tables (caption, column and row headers), so a screen reader announces each cell with
 * its row and column.
 */
export function IntegrationsTables({ section, tone }: { section: IntegrationsSection; tone: Tone }) {
  return (
    <Section title={section.title} intro={section.intro} tone={tone}>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full border-collapse text-sm sm:text-base">
          <caption className="sr-only">Platforms we integrate with, by platform category</caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              <th scope="col" className={th}>
                Platform category
              </th>
              <th scope="col" className={th}>
                Platforms
              </th>
              <th scope="col" className={`${th} hidden md:table-cell`}>
                What AI adds
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {section.integrations.map((row) => (
              <tr key={row.category}>
                <th scope="row" className={`${th} text-navy-900`}>
                  {row.category}
                </th>
                <td className={td}>
                  <ul className="flex flex-wrap gap-2">
                    {row.platforms.map((platform) => (
                      <li
                        key={platform}
                        className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-navy-900"
                      >
                        {platform}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-3 text-muted md:hidden">{row.description}</p>
                </td>
                <td className={`${td} hidden text-muted md:table-cell`}>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-14 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full border-collapse text-sm sm:text-base">
          <caption className="px-4 pb-4 pt-5 text-left text-2xl font-extrabold text-navy-900">
            {section.comparisonTitle}
          </caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              <th scope="col" className={`${th} w-1/4`}>
                Feature
              </th>
              <th scope="col" className={th}>
                Traditional approach
              </th>
              <th scope="col" className={th}>
                ADRIG's approach
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {section.comparison.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className={`${th} text-navy-900`}>
                  {row.feature}
                </th>
                <td className={td}>
                  <Verdict side={row.traditional} />
                </td>
                <td className={td}>
                  <Verdict side={row.adrig} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
