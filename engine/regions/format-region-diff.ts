/**
 * `npm run regions:diff` prints what a region change does (engine/regions/region-diff.ts) as text
 * for a terminal or as Markdown for a review comment. An environment whose changes equal the
 * other's is printed once, as "test, production".
 */
import type { AppEnv, RegionSet } from './types';
import type { ScopeDiff, ValueChange } from './region-diff';

const show = (value: unknown) => (value === null || value === undefined ? '(none)' : JSON.stringify(value));

export interface DiffGroup {
  id: string;
  name: string;
  envs: AppEnv[];
  diff: ScopeDiff;
}

function scopeName(sets: RegionSet[], diff: ScopeDiff): string {
  for (const set of sets) {
    const name = diff.scope.city_id ? set.cities.get(diff.scope.city_id)?.data.city?.name : set.countries.get(diff.id)?.data.country?.name;
    if (name) return name;
  }
  return diff.id;
}

/** Equal changes of both environments of a scope are one group. */
export function groupByEnvironment(diffs: ScopeDiff[], sets: RegionSet[]): DiffGroup[] {
  const out: DiffGroup[] = [];
  for (const diff of diffs) {
    const { env: _env, ...rest } = diff;
    const found = out.find((g) => g.id === diff.id && JSON.stringify({ ...g.diff, env: undefined }) === JSON.stringify({ ...rest, env: undefined }));
    if (found) found.envs.push(diff.env);
    else out.push({ id: diff.id, name: scopeName(sets, diff), envs: [diff.env], diff });
  }
  return out;
}

/** One line per change of a scope, as the terminal and the ops history print it. */
export function diffLines(diff: ScopeDiff): string[] {
  if (diff.status !== 'changed') return [`${diff.status === 'added' ? 'new scope' : 'scope removed'}`];
  const value = (kind: string, c: ValueChange) => `${kind} ${c.name}: ${show(c.before)} → ${show(c.after)}`;
  return [
    ...diff.entity.map((c) => value('entity', c)),
    ...diff.settings.map((c) => value('setting', c)),
    ...diff.questions.map((q) => `question ${q.form}/${q.question}: ${q.before} → ${q.after}`),
    ...diff.options.map(
      (o) =>
        `options ${o.form}/${o.field}: ${[...o.added.map((v) => `+${String(v)}`), ...o.removed.map((v) => `−${String(v)}`)].join(' ')}`,
    ),
    ...diff.catalogues.map((c) =>
      c.before === null ? `catalogue ${c.name}: added` : c.after === null ? `catalogue ${c.name}: removed` : value('catalogue', c),
    ),
  ];
}

export function formatRegionDiffText(diffs: ScopeDiff[], sets: RegionSet[], revision: string): string {
  if (diffs.length === 0) return `regions:diff: no scope changes between ${revision} and the working tree\n`;
  const out = [`regions:diff: ${revision} → working tree`];
  for (const g of groupByEnvironment(diffs, sets)) {
    out.push('', `${g.id} (${g.name}), ${g.envs.join(', ')}:`, ...diffLines(g.diff).map((l) => `  ${l}`));
  }
  return `${out.join('\n')}\n`;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

export function formatRegionDiffMarkdown(diffs: ScopeDiff[], sets: RegionSet[], revision: string): string {
  if (diffs.length === 0) return `**Region impact** (${code(revision)} → this change): no scope changes.\n`;
  const out = [`**Region impact** (${code(revision)} → this change)`];
  for (const g of groupByEnvironment(diffs, sets)) {
    out.push('', `#### ${g.name} (${code(g.id)}), ${g.envs.join(', ')}`, '');
    out.push(...diffLines(g.diff).map((l) => `- ${l.replace(/^(\S+) ([^:]+):/, (_m, kind: string, name: string) => `${kind} ${code(name)}:`)}`));
  }
  return `${out.join('\n')}\n`;
}
