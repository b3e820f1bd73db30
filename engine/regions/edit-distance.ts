/**
 * Optimal-string-alignment distance: Levenshtein plus adjacent transpositions, because the
 * commonest typo in a setting name is two swapped letters ("eduaction").
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = 0; i < rows; i++) d[i][0] = i;
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate closest to `input`, if it is close enough to be a plausible typo: a case-only
 * difference always qualifies; otherwise at most one edit per three characters (at least one),
 * so "DE" does not suggest "AT" but "educatonEnabled" suggests "educationEnabled".
 */
export function closestMatch(input: string, candidates: Iterable<string>): string | null {
  const lower = input.toLowerCase();
  const limit = Math.max(1, Math.floor(input.length / 3));
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === input) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= limit ? best : null;
}

/** `; did you mean "x"?` or '' when nothing is close. */
export function didYouMean(input: string, candidates: Iterable<string>): string {
  const match = closestMatch(input, candidates);
  return match === null ? '' : `; did you mean "${match}"?`;
}
