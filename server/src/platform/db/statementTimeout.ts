/** True when PostgreSQL cancelled the statement at its time bound (SQLSTATE 57014), through Drizzle's wrapper or not. */
export function isStatementTimeout(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '57014') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
