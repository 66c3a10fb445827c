import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw-rows';
import type { CatalogueTable } from './workspace-catalogue';

export type Row = Record<string, unknown>;

/** Times as the export keeps them: to the millisecond (JSON's dates), in UTC. */
const MILLISECONDS = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/**
 * Every row of the `owned` tables that hangs from the workspace (tables given parents first),
 * read alike from either driver: as JSON, times to the millisecond. Rows `keep` refuses are
 * left out, and so are their children.
 */
export async function readOwnedRows(
  db: Database,
  workspaceId: string,
  owned: CatalogueTable[],
  keep: (table: string, row: Row) => boolean,
): Promise<Map<string, Row[]>> {
  const rows = new Map<string, Row[]>();
  for (const table of owned) {
    const read = await readRows(db, table, scopeOf(table, rows, workspaceId));
    rows.set(
      table.name,
      read.filter((row) => keep(table.name, row)),
    );
  }
  return rows;
}

/** A table's rows naming a row already read (none for a table hanging from none: export-coverage.ts reports it). */
function scopeOf(table: CatalogueTable, read: Map<string, Row[]>, workspaceId: string): SQL {
  if (table.name === 'workspaces') return sql`id = ${workspaceId}`;
  const parents = table.references.filter(
    (reference) => reference.table !== table.name && read.has(reference.table),
  );
  if (parents.length === 0) return sql`false`;
  return sql.join(
    parents.map(({ column, table: parent, target }) =>
      oneOf(
        column,
        (read.get(parent) ?? []).map((row) => row[target]),
      ),
    ),
    sql` or `,
  );
}

/** The rows of `table` whose `column` is one of `values`. */
export function readRowsWhere(
  db: Database,
  table: CatalogueTable,
  column: string,
  values: unknown[],
): Promise<Row[]> {
  return readRows(db, table, oneOf(column, values));
}

/** `column` is one of `values` (compared as text: one parameter, however many values). */
const oneOf = (column: string, values: unknown[]) =>
  sql`${sql.identifier(column)}::text in
    (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

async function readRows(db: Database, table: CatalogueTable, where: SQL): Promise<Row[]> {
  const columns = sql.join(
    table.columns.map(({ name, type }) =>
      type === 'timestamp with time zone'
        ? sql`to_char(${sql.identifier(name)} at time zone 'UTC', ${MILLISECONDS}) as ${sql.identifier(name)}`
        : sql.identifier(name),
    ),
    sql`, `,
  );
  const found = await rawRows<{ row: Row }>(
    db,
    sql`select to_jsonb(x) as row from (select ${columns} from ${sql.identifier(table.name)}
      where ${where}) x`,
  );
  return found.map(({ row }) => row);
}
