import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Rows of a hand-written statement. Both drivers (node-postgres and PGlite) answer `execute`
 * with `{ rows }`, but drizzle's shared type cannot say so.
 */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
