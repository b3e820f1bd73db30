/**
 * How a deploy's regions/ folder meets what ops published since the previous deploy (issue 24),
 * file by file: the previous deploy's folder is the common base, ops' live version one side, the
 * new folder the other. A file only one side changed takes that side's text; a file both changed
 * the same way is taken; a file both changed differently is a conflict, shown to ops and never
 * guessed (no line-level merging of JSON: half of each side can be a configuration neither meant).
 */
export type RegionFiles = Readonly<Record<string, string>>;

export interface MergeResult {
  /** The merged files when nothing conflicts. */
  merged: Record<string, string> | null;
  /** Files both sides changed differently (including one removing a file the other changed). */
  conflicts: string[];
  /** Files the result takes from the deploy (for the version's message). */
  fromDeploy: string[];
}

/** Text equality ignoring the line endings and trailing blank lines an editor or a checkout may add. */
export function sameFileText(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const normal = (text: string) => text.replace(/\r\n/g, '\n').trimEnd();
  return normal(a) === normal(b);
}

export function mergeRegionFiles(base: RegionFiles, ours: RegionFiles, theirs: RegionFiles): MergeResult {
  const names = [...new Set([...Object.keys(base), ...Object.keys(ours), ...Object.keys(theirs)])].sort();
  const merged: Record<string, string> = {};
  const conflicts: string[] = [];
  const fromDeploy: string[] = [];
  for (const name of names) {
    const [b, o, t] = [base[name], ours[name], theirs[name]];
    let result: string | undefined;
    if (sameFileText(o, t)) result = o;
    else if (sameFileText(o, b)) {
      result = t;
      fromDeploy.push(name);
    } else if (sameFileText(t, b)) result = o;
    else {
      conflicts.push(name);
      continue;
    }
    if (result !== undefined) merged[name] = result;
  }
  return { merged: conflicts.length ? null : merged, conflicts, fromDeploy };
}
