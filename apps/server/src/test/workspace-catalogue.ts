import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw-rows';

export interface CatalogueColumn {
  name: string;
  /** information_schema's data_type: 'uuid', 'text', 'jsonb', 'timestamp with time zone'… */
  type: string;
  /** The default's SQL expression, or null. */
  default: string | null;
}

export interface Reference {
  column: string;
  table: string;
  target: string;
}

export interface CatalogueTable {
  name: string;
  columns: CatalogueColumn[];
  primaryKey: string[];
  /** Its foreign keys, one column each: `column` names a row of `table` by its `target`. */
  references: Reference[];
}

/** The names of a constraint's columns, in the constraint's order. */
const namesOf = (relation: SQL, numbers: SQL) =>
  sql`array(select a.attname::text from unnest(${numbers}) with ordinality k(attnum, n)
    join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum order by k.n)`;

/** The tables of the database's public schema, as PostgreSQL describes them. */
export async function readCatalogue(db: Database): Promise<Map<string, CatalogueTable>> {
  const columns = await rawRows<{
    table: string;
    name: string;
    type: string;
    default: string | null;
  }>(
    db,
    sql`select table_name as "table", column_name as name, data_type as type,
      column_default as default from information_schema.columns c
      where table_schema = 'public' and exists (select 1 from information_schema.tables t
        where t.table_schema = 'public' and t.table_name = c.table_name
          and t.table_type = 'BASE TABLE')
      order by table_name, ordinal_position`,
  );
  const constraints = await rawRows<{
    table: string;
    kind: 'p' | 'f';
    columns: string[];
    target: string | null;
    targetColumns: string[] | null;
  }>(
    db,
    sql`select t.relname as "table", c.contype as kind, f.relname as target,
      ${namesOf(sql.raw('c.conrelid'), sql.raw('c.conkey'))} as columns,
      ${namesOf(sql.raw('c.confrelid'), sql.raw('c.confkey'))} as "targetColumns"
      from pg_constraint c join pg_class t on t.oid = c.conrelid
      left join pg_class f on f.oid = c.confrelid
      where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'f')`,
  );
  const tables = new Map<string, CatalogueTable>();
  for (const column of columns) {
    const table = tables.get(column.table) ?? {
      name: column.table,
      columns: [],
      primaryKey: [],
      references: [],
    };
    table.columns.push({ name: column.name, type: column.type, default: column.default });
    tables.set(column.table, table);
  }
  for (const constraint of constraints) {
    const table = tables.get(constraint.table);
    if (!table) continue;
    if (constraint.kind === 'p') table.primaryKey = constraint.columns;
    else table.references.push(singleColumnReference(constraint.table, constraint));
  }
  return tables;
}

function singleColumnReference(
  table: string,
  constraint: { columns: string[]; target: string | null; targetColumns: string[] | null },
): Reference {
  const [column] = constraint.columns;
  const [target] = constraint.targetColumns ?? [];
  // The round trip follows one id column to one row; a key of several columns needs teaching.
  if (constraint.columns.length !== 1 || !column || !target || !constraint.target)
    throw new Error(`${table}: a foreign key of several columns: teach workspace-catalogue`);
  return { column, table: constraint.target, target };
}

/**
 * The tables holding a workspace's data: `owned`, every table whose rows hang from a workspace
 * through foreign keys (transitively, the workspace's own first, then each table after the
 * tables it points at), and `pointedAt`, the other tables those point at (users: the people
 * the workspace's rows name).
 */
export function workspaceTables(catalogue: Map<string, CatalogueTable>): {
  owned: CatalogueTable[];
  pointedAt: CatalogueTable[];
} {
  const owned = new Set(['workspaces']);
  let grown = true;
  while (grown) {
    grown = false;
    for (const table of catalogue.values()) {
      if (owned.has(table.name)) continue;
      if (!table.references.some((reference) => owned.has(reference.table))) continue;
      owned.add(table.name);
      grown = true;
    }
  }
  const pointedAt = new Set(
    [...owned].flatMap((name) =>
      (catalogue.get(name)?.references ?? []).flatMap((reference) =>
        owned.has(reference.table) ? [] : [reference.table],
      ),
    ),
  );
  const byName = (names: Iterable<string>) =>
    [...names].flatMap((name) => catalogue.get(name) ?? []);
  return { owned: parentsFirst(byName(owned)), pointedAt: byName(pointedAt) };
}

/** Tables ordered so each comes after the tables it points at (a self-reference aside). */
function parentsFirst(tables: CatalogueTable[]): CatalogueTable[] {
  const names = new Set(tables.map((table) => table.name));
  const placed = new Set<string>();
  const ordered: CatalogueTable[] = [];
  let pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const ready = pending.filter((table) =>
      table.references.every(
        (reference) =>
          reference.table === table.name ||
          !names.has(reference.table) ||
          placed.has(reference.table),
      ),
    );
    if (ready.length === 0)
      throw new Error(
        `a cycle of foreign keys among ${pending.map((table) => table.name).join(', ')}`,
      );
    for (const table of ready) {
      placed.add(table.name);
      ordered.push(table);
    }
    pending = pending.filter((table) => !placed.has(table.name));
  }
  return ordered;
}
