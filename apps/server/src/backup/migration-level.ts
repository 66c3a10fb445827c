import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '../server-root';
import type { BackupManifest } from './backup-archive';

/** What both PGlite and a node-postgres client answer. */
export interface Queryable {
  query(statement: string): Promise<{ rows: unknown[] }>;
}

/** The rows of a query, checked against the shape the statement selects. */
export async function rowsOf<Row>(
  client: Queryable,
  statement: string,
  shape: z.ZodType<Row>,
): Promise<Row[]> {
  return z.array(shape).parse((await client.query(statement)).rows);
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this version of the server ships, oldest first. */
export async function shippedMigrations(): Promise<JournalEntry[]> {
  const journal = await readFile(
    path.join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'),
    'utf8',
  );
  return (JSON.parse(journal) as { entries: JournalEntry[] }).entries;
}

/** How far the database's migrations have gone, read from drizzle's own table. */
export async function migrationLevel(client: Queryable): Promise<BackupManifest['migrations']> {
  const [table] = await rowsOf(
    client,
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
    z.object({ exists: z.boolean() }),
  );
  if (!table?.exists) return { applied: 0, latest: null };
  const rows = await rowsOf(
    client,
    'select created_at::text from drizzle.__drizzle_migrations order by created_at',
    z.object({ created_at: z.string() }),
  );
  const last = rows.at(-1);
  if (!last) return { applied: 0, latest: null };
  const shipped = await shippedMigrations();
  const latest = shipped.find((entry) => String(entry.when) === last.created_at);
  return { applied: rows.length, latest: latest?.tag ?? null };
}
