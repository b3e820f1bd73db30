/**
 * The progress figure of the Documents page and almost-there (W§2 Documents): the required
 * document types with at least one file, out of the required types. Optional types never count,
 * however many files they hold.
 */
export interface DocumentProgressFigure {
  required: number;
  done: number;
}

export function documentProgress(types: readonly { required: boolean; documents: readonly unknown[] }[]): DocumentProgressFigure {
  const required = types.filter((t) => t.required);
  return { required: required.length, done: required.filter((t) => t.documents.length > 0).length };
}

/** Whole percent of the figure (100 when nothing is required: there is nothing left to do). */
export function documentProgressPercent(progress: DocumentProgressFigure): number {
  if (progress.required <= 0) return 100;
  return Math.round((Math.min(progress.done, progress.required) / progress.required) * 100);
}
