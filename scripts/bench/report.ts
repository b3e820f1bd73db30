/** The benchmark's rows: one printed table (what, target, figure, verdict) and the same as JSON. */
import fs from 'node:fs';
import path from 'node:path';

export interface BenchRow {
  /** What was measured, as the table names it. */
  what: string;
  /** The target in words ("≥ 98", "≤ 90 KB"); "report" when there is none. */
  target: string;
  /** The figure as printed. */
  figure: string;
  /** The raw numbers behind the figure (JSON only). */
  values: Record<string, number | string | null>;
  /** true/false against the target; null: no target, or not measured. */
  pass: boolean | null;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest rank: the value at or below which p % of the samples fall. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1]!;
}

/** A row for a measurement that could not finish: the table still shows it, failed, with why. */
export function failedRow(what: string, target: string, error: unknown): BenchRow {
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return { what, target, figure: `not measured: ${message.slice(0, 80)}`, values: { error: message }, pass: false };
}

export function formatTable(rows: BenchRow[]): string {
  const verdict = (row: BenchRow) => (row.pass === null ? '-' : row.pass ? 'PASS' : 'FAIL');
  const cells = [['what', 'target', 'figure', 'verdict'], ...rows.map((row) => [row.what, row.target, row.figure, verdict(row)])];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export function writeJson(file: string, report: { startedAt: string; finishedAt: string; machine: Record<string, unknown>; rows: BenchRow[] }) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
