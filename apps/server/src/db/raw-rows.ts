import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Rows of a hand-written statement. Both drivers (node-postgres and PGlite) answer `execute`
 * with `{ rows }`, but drizzle's shared type cannot say so.
 */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * Like rawRows, as a named prepared statement: PostgreSQL plans it once per connection. For the
 * hot paths only; `query` must produce the same SQL text every time for a given name (only its
 * parameters may change).
 */
export async function preparedRawRows<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const statement = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result: unknown = await statement.execute();
  return (result as { rows: Row[] }).rows;
}
