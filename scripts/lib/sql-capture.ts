/**
 * The SQL one request runs, for `npm run bench:scale`'s EXPLAIN of a slow row: wraps the driver's `query`
 * (PGlite's, or the pg Pool's: what drizzle calls outside transactions, as scripts/bench/bare-server.ts does) and
 * records each statement with its parameters and time while `capture` runs. Statements inside a transaction
 * run on a pool client and are not seen (the reads measured run none).
 */
import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../../server/platform/db/client';

type DriverQuery = (...args: unknown[]) => Promise<unknown>;

export interface CapturedStatement {
  text: string;
  params: unknown[];
  ms: number;
}

/** One node of EXPLAIN (FORMAT JSON)'s plan, the fields the shape needs. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface AnalyzedPlan {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

export interface SqlCapture {
  /** Runs `work` and returns the statements the driver got meanwhile (in order). */
  capture(work: () => Promise<unknown>): Promise<CapturedStatement[]>;
  /** EXPLAIN (ANALYZE, BUFFERS) of a captured read, as text lines. */
  explainAnalyze(statement: CapturedStatement): Promise<string>;
  /**
   * The read the database spends most on (EXPLAIN ANALYZE's own times: no client or network noise), with its plan's
   * shape; the session lookup only when the request runs nothing else.
   */
  costliestRead(statements: CapturedStatement[]): Promise<AnalyzedRead | undefined>;
}

export interface AnalyzedRead {
  statement: CapturedStatement;
  /** Execution time in the database (planning left out: it does not grow with the rows). */
  ms: number;
  /** How the plan reads its tables, e.g. "Index Scan bookings_customer_key_idx; Seq Scan faq_articles". */
  shape: string;
}

function textAndParams(args: unknown[]): { text: string; params: unknown[] } {
  const first = args[0];
  if (typeof first === 'string') return { text: first, params: (args[1] as unknown[] | undefined) ?? [] };
  const config = first as { text: string; values?: unknown[] };
  return { text: config.text, params: (args[1] as unknown[] | undefined) ?? config.values ?? [] };
}

/** The session lookup every logged-in request runs first (server/platform/auth). */
const SESSION_LOOKUP = /^select "sessions"\."id".* from "sessions" inner join "workers"/s;

function shapeOf(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name'] || node['Index Name']) out.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`);
  for (const child of node.Plans ?? []) shapeOf(child, out);
  return out;
}

export function sqlCapture(handle: DatabaseHandle): SqlCapture {
  const driver = (handle.pglite ?? handle.pool) as unknown as { query: DriverQuery };
  const query = driver.query.bind(driver) as DriverQuery;
  let recording: CapturedStatement[] | null = null;
  driver.query = async (...args: unknown[]) => {
    if (!recording) return query(...args);
    const into = recording;
    const start = performance.now();
    try {
      return await query(...args);
    } finally {
      into.push({ ...textAndParams(args), ms: performance.now() - start });
    }
  };
  const raw = async (text: string, params: unknown[]) => ((await query(text, params)) as { rows: Record<string, unknown>[] }).rows;
  return {
    async capture(work) {
      recording = [];
      const statements = recording;
      try {
        await work();
      } finally {
        recording = null;
      }
      return statements;
    },
    async explainAnalyze(statement) {
      const rows = await raw(`explain (analyze, buffers) ${statement.text}`, statement.params);
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    },
    async costliestRead(statements) {
      const analyzed: AnalyzedRead[] = [];
      // EXPLAIN ANALYZE runs the statement: reads only.
      for (const statement of statements.filter((s) => /^\s*(select|with)\b/i.test(s.text) && !/\b(insert|update|delete)\b/i.test(s.text))) {
        // The fastest of three: one run can take a garbage collection or a cold cache.
        let best: AnalyzedRead | undefined;
        for (let i = 0; i < 3; i++) {
          const rows = await raw(`explain (analyze, format json) ${statement.text}`, statement.params);
          const plan = rows[0]!['QUERY PLAN'];
          const [result] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as AnalyzedPlan[];
          if (!best || result!['Execution Time'] < best.ms) best = { statement, ms: result!['Execution Time'], shape: shapeOf(result!.Plan).join('; ') || result!.Plan['Node Type'] };
        }
        analyzed.push(best!);
      }
      // Every request but a public one starts with the session lookup (GET /api/me times it): the page's own reads first.
      const own = analyzed.filter((read) => !SESSION_LOOKUP.test(read.statement.text));
      return (own.length > 0 ? own : analyzed).sort((a, b) => b.ms - a.ms)[0];
    },
  };
}
