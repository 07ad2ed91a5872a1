import type { ConfirmedSubscriber } from "./subscribers.server";

/**
 * One CSV cell (RFC 4180 quoting). A cell that a spreadsheet would run as a formula (leading
 * `=`, `+`, `-`, `@`, tab or CR) is prefixed with `'` (OWASP "CSV injection").
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The export of the confirmed subscribers: `email,confirmed_at,source`, dates in ISO 8601 UTC. */
export function subscribersCsv(rows: readonly ConfirmedSubscriber[]): string {
  const lines = [
    ["email", "confirmed_at", "source"],
    ...rows.map((r) => [r.email, r.confirmedAt.toISOString(), r.source]),
  ];
  return `${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
