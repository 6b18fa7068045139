/** Whether a driver error is a unique-constraint violation (PostgreSQL 23505, SQLite's UNIQUE constraint). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' ||
    (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT_UNIQUE')) ||
    (typeof e?.message === 'string' && /UNIQUE constraint failed/i.test(e.message))
  );
}

/** Whether a driver error is a foreign-key violation (PostgreSQL 23503, SQLite's FOREIGN KEY constraint). */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
