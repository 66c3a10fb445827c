import { describe, expect, it } from 'vitest';
import { isDeadlock, uniqueViolation } from './pg-errors';

/** What node-postgres and PGlite throw, and Drizzle's wrapper around it. */
const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('driver'), { code, constraint });
const wrapped = (cause: unknown) => new Error('Failed query', { cause });

describe('database errors', () => {
  it('name the constraint of a unique violation, however deep Drizzle wrapped it', () => {
    expect(uniqueViolation(driverError('23505', 'users_email_lower_unique'))).toBe(
      'users_email_lower_unique',
    );
    expect(uniqueViolation(wrapped(wrapped(driverError('23505', 'workspaces_url_unique'))))).toBe(
      'workspaces_url_unique',
    );
    expect(uniqueViolation(wrapped(driverError('23505')))).toBe('unknown');
  });

  it('tell a deadlock from any other failure', () => {
    expect(isDeadlock(wrapped(driverError('40P01')))).toBe(true);
    expect(isDeadlock(wrapped(driverError('23505', 'x')))).toBe(false);
    expect(uniqueViolation(wrapped(driverError('40P01')))).toBeUndefined();
    expect(uniqueViolation(new Error('network'))).toBeUndefined();
    expect(isDeadlock(undefined)).toBe(false);
  });
});
