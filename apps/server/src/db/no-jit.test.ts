import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { rawRows } from './raw-rows';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the database connections', () => {
  // A board's changes once took 500 ms on PostgreSQL, all of it JIT-compiling a 2 ms statement
  // the planner overestimated: the app's short statements run without JIT (PGlite has none).
  it('never JIT-compile a statement', async () => {
    const [row] = await rawRows<{ jit: string }>(
      database.db,
      sql`select current_setting('jit') as jit`,
    );
    expect(row?.jit).toBe('off');
  });
});
