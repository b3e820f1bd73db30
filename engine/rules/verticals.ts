/**
 * The verticals (VERTICAL_* codes) a set of treatments belongs to, from the country's
 * required-treatment lists (R§3): a vertical is yours when one of its treatments is.
 */
export interface VerticalEntry {
  code: string;
  slug: string | null;
  group: string;
}

/** Required-treatment list keys that differ from the vertical slug (R§3 names them by group). */
const LIST_FOR_VERTICAL: Record<string, string> = {
  VERTICAL_OSTEO: 'medical',
  VERTICAL_FACIALS: 'beauty',
  VERTICAL_FITNESS: 'fitness',
};

export function verticalsForTreatments(
  treatments: readonly string[],
  catalogues: { verticals?: VerticalEntry[]; requiredTreatments?: Record<string, string[]> },
): string[] {
  const chosen = new Set(treatments);
  const lists = catalogues.requiredTreatments ?? {};
  return (catalogues.verticals ?? [])
    .filter((v) => {
      const list = lists[LIST_FOR_VERTICAL[v.code] ?? v.slug ?? ''] ?? [];
      return list.some((t) => chosen.has(t));
    })
    .map((v) => v.code);
}
