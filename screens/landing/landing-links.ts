/** The sign-up link of a landing: the partner is recorded with the account, the city pre-chosen (W§2). */
export function signupHref(options: { partnershipId?: string | null; cityId?: string | null }): string {
  const params = new URLSearchParams();
  if (options.partnershipId) params.set('partnership_id', options.partnershipId);
  if (options.cityId) params.set('city_id', options.cityId);
  const query = params.toString();
  return query ? `/signup?${query}` : '/signup';
}

/** Copy as paragraphs (blank lines apart). */
export function copyParagraphs(copy: string): string[] {
  return copy
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
