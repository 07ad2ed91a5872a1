import { Fragment } from "react";
import { cellText, type ReportTable } from "../report";
import { reportsPageText } from "../reports-text";

/**
 * The report's charts, drawn on the server as SVG (no chart script in the browser). Each is one
 * focusable image named by its table's title and described by a sentence of its numbers; the
 * numbers themselves are in the table beside it. The drawing is 360 units wide, about a phone's
 * width, so its words stay readable at 390 px and it grows on larger screens.
 */

const WIDTH = 360;
/** Series colours: each has at least 4.5:1 against white (non-text contrast needs 3:1). */
export const SERIES_COLOURS = ["#135bfb", "#0f766e", "#b45309", "#7c3aed"] as const;

type ChartProps = { table: ReportTable; titleId: string };

/** A coordinate to a tenth of a unit: enough for the drawing, and short in the HTML. */
const at = (n: number) => Math.round(n * 10) / 10;

/** A round number at or above `max`, for the top of the scale. */
function scaleTop(max: number): number {
  if (max <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * step >= max) return m * step;
  return 10 * step;
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** "3 Nov" from "2026-11-03" (one formatter, made on first use). */
function shortDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

function charted(table: ReportTable): number[] {
  return table.charted.map((key) => table.columns.findIndex((c) => c.key === key)).filter((i) => i >= 0);
}

/** The sentence a chart is described by: its total and its largest row. */
function summary(table: ReportTable, columns: number[]): string {
  const measure = table.columns[columns[0] ?? 0]?.measure ?? "count";
  const rowValue = (values: (number | null)[]) => columns.reduce((n, i) => n + (values[i] ?? 0), 0);
  let top: { label: string; value: number } | null = null;
  for (const row of table.rows) {
    const value = rowValue(row.values);
    if (value > 0 && (!top || value > top.value)) top = { label: row.label, value };
  }
  const total =
    measure === "count"
      ? cellText(
          table.rows.reduce((n, row) => n + rowValue(row.values), 0),
          measure,
        )
      : null;
  const topText = top ? `${top.label}, ${cellText(top.value, measure)}` : null;
  return total === null ? (topText ?? reportsPageText.empty) : reportsPageText.chartSummary(total, topText);
}

function Frame({
  titleId,
  table,
  height,
  columns,
  children,
}: ChartProps & { height: number; columns: number[]; children: React.ReactNode }) {
  const descId = `${titleId}-chart-desc`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is an image keyboard users can reach and hear described.
      tabIndex={0}
      className="h-auto w-full max-w-xl rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      data-chart={table.id}
    >
      <title>{table.title}</title>
      <desc id={descId}>{summary(table, columns)}</desc>
      {children}
    </svg>
  );
}

/** Bars over the days or weeks, the charted columns stacked (or side by side). */
export function BarChart({ table, titleId }: ChartProps) {
  const columns = charted(table);
  const height = 190;
  const left = 40;
  const bottom = 24;
  const top = 10;
  const plotW = WIDTH - left - 8;
  const plotH = height - bottom - top;
  const measure = table.columns[columns[0] ?? 0]?.measure ?? "count";
  const stacked = table.stacked !== false;
  const rowMax = (values: (number | null)[]) =>
    stacked ? columns.reduce((n, i) => n + (values[i] ?? 0), 0) : Math.max(0, ...columns.map((i) => values[i] ?? 0));
  const max = scaleTop(Math.max(0, ...table.rows.map((row) => rowMax(row.values))));
  const n = Math.max(1, table.rows.length);
  const slot = plotW / n;
  const barW = at(Math.max(1, slot * 0.75));
  const y = (value: number) => at(top + plotH - (value / max) * plotH);
  const ticks = [0, max / 2, max];
  const labelled = new Set([0, Math.floor((n - 1) / 2), n - 1]);
  // Each series is one group with its colour, each bar a rect (the numbers are in the table
  // beside the chart); the words' size and colour are given once for all of them.
  const bars = columns.map(() => [] as React.ReactNode[]);
  const labels: React.ReactNode[] = [];
  table.rows.forEach((row, r) => {
    const x = at(left + r * slot + (slot - barW) / 2);
    let base = 0;
    columns.forEach((i, s) => {
      const value = row.values[i] ?? 0;
      if (value <= 0) return;
      if (stacked) {
        bars[s]?.push(
          <rect key={row.label} x={x} width={barW} y={y(base + value)} height={at(y(base) - y(base + value))} />,
        );
        base += value;
      } else {
        const w = at(barW / columns.length);
        bars[s]?.push(<rect key={row.label} x={at(x + s * w)} width={w} y={y(value)} height={at(y(0) - y(value))} />);
      }
    });
    if (labelled.has(r))
      labels.push(
        <text key={row.label} x={at(x + barW / 2)} y={height - 8} textAnchor="middle">
          {/^\d{4}-\d{2}-\d{2}$/.test(row.label) ? shortDay(row.label) : row.label}
        </text>,
      );
  });
  return (
    <Frame table={table} titleId={titleId} height={height} columns={columns}>
      <g stroke="#cbd5e1" strokeWidth={0.5}>
        {ticks.map((tick) => (
          <line key={tick} x1={left} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} />
        ))}
      </g>
      <g fontSize={10} fill="#334155">
        <g textAnchor="end">
          {ticks.map((tick) => (
            <text key={tick} x={left - 4} y={y(tick) + 3}>
              {cellText(tick, measure)}
            </text>
          ))}
        </g>
        {labels}
      </g>
      {bars.map((rects, s) => (
        <g key={columns[s]} fill={SERIES_COLOURS[s % SERIES_COLOURS.length]}>
          {rects}
        </g>
      ))}
      <line x1={left} x2={WIDTH - 8} y1={y(0)} y2={y(0)} stroke="#64748b" strokeWidth={1} />
    </Frame>
  );
}

/** One horizontal bar per row (the first charted column), largest first, its value at its end. */
export function RankedChart({ table, titleId }: ChartProps) {
  const columns = charted(table);
  const column = columns[0] ?? 0;
  const measure = table.columns[column]?.measure ?? "count";
  const rowH = 24;
  const labelW = 140;
  const height = Math.max(1, table.rows.length) * rowH + 8;
  const max = scaleTop(Math.max(0, ...table.rows.map((row) => row.values[column] ?? 0)));
  const barMax = WIDTH - labelW - 44;
  return (
    <Frame table={table} titleId={titleId} height={height} columns={[column]}>
      {/* The words' size and colour once for all of them. */}
      <g fontSize={11} fill="#0f172a">
        {table.rows.map((row, r) => {
          const value = row.values[column] ?? 0;
          const w = at((value / max) * barMax);
          const yTop = 4 + r * rowH;
          const label = Array.from(row.label);
          const cut = label.length > 22;
          return (
            <Fragment key={row.label}>
              {/* The label; a shortened one keeps its whole text as its tooltip (the table beside holds it too). */}
              <text x={labelW - 6} y={yTop + 15} textAnchor="end">
                {cut ? <title>{row.label}</title> : null}
                {cut ? `${label.slice(0, 21).join("")}…` : row.label}
              </text>
              <rect
                x={labelW}
                y={yTop + 4}
                width={Math.max(value > 0 ? 1 : 0, w)}
                height={rowH - 8}
                fill={SERIES_COLOURS[0]}
              />
              <text x={labelW + w + 4} y={yTop + 15}>
                {cellText(value, measure)}
              </text>
            </Fragment>
          );
        })}
      </g>
    </Frame>
  );
}

/** Weekdays by hours: each cell shaded by its count (darker: more), the hours marked every 6. */
export function GridChart({ table, titleId }: ChartProps) {
  const left = 34;
  const topRow = 16;
  const cellW = (WIDTH - left - 4) / 24;
  const cellH = 16;
  const height = topRow + 7 * cellH + 4;
  const max = Math.max(0, ...table.rows.flatMap((row) => row.values.map((v) => v ?? 0)));
  const all = table.columns.map((_, i) => i);
  return (
    <Frame table={table} titleId={titleId} height={height} columns={all}>
      {[0, 6, 12, 18].map((hour) => (
        <text key={hour} x={left + hour * cellW} y={11} fontSize={10} fill="#334155">
          {String(hour).padStart(2, "0")}
        </text>
      ))}
      {table.rows.map((row, r) => (
        <Fragment key={row.label}>
          <text x={left - 4} y={topRow + r * cellH + 12} textAnchor="end" fontSize={10} fill="#334155">
            {row.label.slice(0, 3)}
          </text>
          {row.values.map((value, h) => {
            const n = value ?? 0;
            const key = `${row.label}-${h}`;
            return (
              // Each cell's number is in the table beside the grid (and in its description's highest).
              <rect
                key={key}
                x={at(left + h * cellW)}
                y={topRow + r * cellH}
                width={at(cellW - 1)}
                height={cellH - 1}
                fill={n > 0 ? SERIES_COLOURS[0] : "#f1f5f9"}
                fillOpacity={n > 0 && max > 0 ? Math.round((0.2 + 0.8 * (n / max)) * 100) / 100 : undefined}
              />
            );
          })}
        </Fragment>
      ))}
    </Frame>
  );
}
