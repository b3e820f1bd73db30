/** A PostgreSQL unique violation (23505), optionally of one constraint; drizzle wraps driver errors in `cause`. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      if (typeof candidate.message === 'string' && candidate.message.includes(constraint)) return true;
    }
  }
  return false;
}
