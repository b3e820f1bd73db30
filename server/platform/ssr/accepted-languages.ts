/**
 * The languages of an Accept-Language header, most wanted first (`fr-FR,fr;q=0.9,en;q=0.8` →
 * fr-FR, fr, en), as `navigator.languages` lists them in the browser that sent it: the page's
 * language is decided on the server as the browser will decide it (engine/rules/language.ts).
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
