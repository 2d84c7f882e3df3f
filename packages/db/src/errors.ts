/** A unique index refused the row: PostgreSQL's unique_violation (node-postgres and PGlite put the code on the error or its cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
