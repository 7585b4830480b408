const UNIQUE_VIOLATION = '23505';

// PostgreSQL's unique violation, as PGlite and postgres.js report it (directly or as the cause of Drizzle's error).
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}
