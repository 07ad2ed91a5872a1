/**
 * CSV files for spreadsheets (RFC 4180, lines ending CRLF). A cell that a spreadsheet would run
 * as a formula (leading `=`, `+`, `-`, `@`, tab or CR) is prefixed with `'` (OWASP "CSV
 * injection"); quotes, commas and line breaks are quoted.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The lines as one CSV text. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return `${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
