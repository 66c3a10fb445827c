import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A row's place in a list sorted by time (ties by id): its time as PostgreSQL has it, to
 * the microsecond (a JavaScript date would drop those and skip or repeat rows), and its id.
 */
export interface SortKey {
  at: string;
  id: string;
}

/** A row read with its exact time (`exactTime`), for the cursor of a page ending on it. */
export type Timed<Row> = Row & { at: string };

/** The column's time as text to the microsecond, in UTC: the `at` of a sort key. */
export const exactTime = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows after `key` in (time desc, id desc) order; every row without one. */
export function olderThan(time: AnyColumn | SQL, id: AnyColumn | SQL, key: SortKey | undefined) {
  return key ? sql`(${time}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)` : undefined;
}

/** The rows after `key` in (time asc, id asc) order, for a list read oldest first. */
export function newerThan(time: AnyColumn | SQL, id: AnyColumn | SQL, key: SortKey | undefined) {
  return key ? sql`(${time}, ${id}) > (${key.at}::timestamptz, ${key.id}::uuid)` : undefined;
}
