/**
 * The benchmark's rows: one printed table (what, target, figure, verdict, the other processes' CPU
 * meanwhile) and the same as JSON. A row measured on a busy machine (machine-load.ts) shows BUSY
 * instead of PASS/FAIL: its figure says more about the machine than about the portal.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RowLoad } from './machine-load';

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
  /** The machine while the row was measured (its chosen attempt); null without /proc. Set by index.ts. */
  load?: RowLoad | null;
  /** Measured on a busy machine every time it was tried: the verdict is BUSY, whatever `pass` says. */
  busy?: boolean;
  /** Why it counts as busy (who used the CPU). */
  busyReason?: string;
  /** How many times its step was measured (1 unless the machine was busy). */
  attempts?: number;
  /** The figure cannot depend on the machine's load (bytes of a build): never BUSY. */
  loadIndependent?: boolean;
}

export type Verdict = 'PASS' | 'FAIL' | 'BUSY' | '-';

export function verdict(row: BenchRow): Verdict {
  if (row.busy) return 'BUSY';
  return row.pass === null ? '-' : row.pass ? 'PASS' : 'FAIL';
}

/** The others' CPU column: their share of one core during the row, and the tries when there were more. */
function othersCell(row: BenchRow): string {
  if (!row.load) return '-';
  const tries = row.attempts && row.attempts > 1 ? `, ${row.attempts} tries` : '';
  return `${row.load.othersCpuPercent.toFixed(0)} %${row.loadIndependent ? ' (no effect)' : ''}${tries}`;
}

/** "12 of 14 rows trustworthy": measured, and not on a busy machine. */
export function trustSummary(rows: BenchRow[]): { trustworthy: number; busy: number; notMeasured: number; total: number; line: string } {
  const busy = rows.filter((r) => r.busy).length;
  const notMeasured = rows.filter((r) => r.figure.startsWith('not measured')).length;
  const trustworthy = rows.length - busy - notMeasured;
  const line =
    `${trustworthy} of ${rows.length} rows trustworthy` +
    (busy ? `; ${busy} BUSY (measured while other processes used the CPU: run again on a quiet machine)` : '') +
    (notMeasured ? `; ${notMeasured} not measured` : '');
  return { trustworthy, busy, notMeasured, total: rows.length, line };
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
  const cells = [['what', 'target', 'figure', 'verdict', 'others’ CPU'], ...rows.map((row) => [row.what, row.target, row.figure, verdict(row), othersCell(row)])];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cells[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export function writeJson(file: string, report: { startedAt: string; finishedAt: string; machine: Record<string, unknown>; rows: BenchRow[] }) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const rows = report.rows.map((row) => ({ ...row, verdict: verdict(row) }));
  fs.writeFileSync(file, `${JSON.stringify({ ...report, rows }, null, 2)}\n`);
}
