/** The SQLSTATE codes the server reacts to; every check of a database error goes through here. */
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';

type DriverError = { code?: unknown; constraint?: unknown };

/** PostgreSQL's error with this SQLSTATE if it caused the failure (Drizzle wraps it as `cause`). */
function failedWith(error: unknown, code: string): DriverError | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as DriverError;
    if (candidate.code === code) return candidate;
  }
  return undefined;
}

/**
 * The constraint a unique violation broke ('unknown' when the driver does not name it), or
 * undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const violation = failedWith(error, UNIQUE_VIOLATION);
  if (!violation) return undefined;
  return typeof violation.constraint === 'string' ? violation.constraint : 'unknown';
}

/** Whether PostgreSQL ended the statement to break a deadlock (the transaction can be retried). */
export function isDeadlock(error: unknown): boolean {
  return failedWith(error, DEADLOCK_DETECTED) !== undefined;
}
