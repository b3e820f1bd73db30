/** Appends reference tokens to a JSON pointer (RFC 6901 escaping). */
export function pointerJoin(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => '/' + String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
