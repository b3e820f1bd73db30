/** A moment as the ops page shows it, in the page's language (ops work across the three countries: no region's format). */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
