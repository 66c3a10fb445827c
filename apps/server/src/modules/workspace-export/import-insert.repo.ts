import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

/** Inserts many rows of one table, a chunk per statement. */
export async function insertAll<T extends PgTable>(
  tx: Database,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}

export const toDate = (value: string) => new Date(value);
export const toDateOrNull = (value: string | null) => (value ? new Date(value) : null);
