import type { RegionProblem } from './types';

/** One line per problem: `<file> <pointer>: <sentence>` (`<file>: <sentence>` for the whole file). */
export function formatProblems(problems: RegionProblem[]): string {
  return problems
    .map((p) => (p.pointer === '' ? `${p.file}: ${p.message}` : `${p.file} ${p.pointer}: ${p.message}`))
    .join('\n');
}
