/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when `error` is the database refusing a row because of the unique index `constraint`.
 * Drizzle wraps the driver's error (node-postgres or PGlite, both carrying `code` and
 * `constraint`) in its own, so the cause chain is walked. The driver's message names the index
 * too, should a driver leave `constraint` out.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION && (name === constraint || current.message.includes(constraint)))
      return true;
  }
  return false;
}
