import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL pieces for JSON that PostgreSQL writes itself (the Task JSON, notifications): each shape is
 * written here once, and matches the TypeScript presenter of the same DTO.
 */

/** A timestamp as the API writes dates: ISO 8601 in UTC with milliseconds, like toISOString(). */
export const isoJson = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A public user (no email) over a `users` row aliased `alias`: the shape presentPublicUser(row,
 * false) gives (json-fragments.test.ts holds them together).
 */
export const publicUserJson = (alias: string): SQL => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`json_build_object('_id', ${column('id')}, 'name', ${column('name')}, 'username', ${column('username')}, 'avatar', ${column('avatar')})`;
};
