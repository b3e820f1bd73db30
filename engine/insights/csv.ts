/**
 * CSV of a chart's numbers (issue 29: every chart's table can be downloaded), written once here so
 * the page and its tests agree on the quoting. RFC 4180: fields with a comma, quote or line break
 * are quoted and their quotes doubled; lines end with CRLF, which spreadsheet programs expect.
 * A text cell that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading apostrophe:
 * a version message is typed by people, and a spreadsheet must not run it (CSV injection).
 * Numbers are written as they are, negative ones included.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row first, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * A download's file name says what and when: `insights-funnel-UK-LONDON-2026-01-05-to-2026-03-29.csv`.
 * Parts are reduced to letters, digits and dashes so every system keeps the name as it is.
 */
export function csvFileName(parts: readonly (string | null | undefined)[]): string {
  const safe = parts
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .map((part) => part.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter((part) => part !== '');
  return `${['insights', ...safe].join('-')}.csv`;
}
