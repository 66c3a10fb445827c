import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawRows } from '../db/raw-rows';
import {
  COLUMNS_NOT_CARRIED,
  IMPORTER_ROWS_ONLY,
  TABLES_NOT_EXPORTED,
} from '../modules/workspace-export/not-exported';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../modules/workspaces/logo';
import type { ComparedTable } from './workspace-canonical';
import { readCatalogue, workspaceTables, type CatalogueTable } from './workspace-catalogue';
import { readOwnedRows, readRowsWhere, type Row } from './workspace-rows';

/** A table an export must carry over, and the columns of it that must come back as they were. */
export interface CoveredTable {
  table: CatalogueTable;
  idColumn: string | null;
  columns: string[];
}

/** What the round trip compares, read from PostgreSQL's catalogue and not-exported.ts. */
export interface ExportCoverage {
  /** Tables whose rows hang from a workspace, parents first, less the declared ones. */
  owned: CoveredTable[];
  /** The other tables those rows name (users). */
  pointedAt: CoveredTable[];
  /**
   * What not-exported.ts gets wrong: declarations naming no table or column of a workspace,
   * and tables hanging only from tables it declares (declare them too).
   */
  misdeclared: string[];
}

export async function exportCoverage(db: Database): Promise<ExportCoverage> {
  const { owned, pointedAt } = workspaceTables(await readCatalogue(db));
  const all = [...owned, ...pointedAt];
  const covered = (table: CatalogueTable): CoveredTable => ({
    table,
    idColumn: idColumnOf(table),
    columns: table.columns
      .map((column) => column.name)
      .filter(
        (name) => name !== idColumnOf(table) && !(`${table.name}.${name}` in COLUMNS_NOT_CARRIED),
      ),
  });
  const exported = (table: CatalogueTable) => !(table.name in TABLES_NOT_EXPORTED);
  const kept = owned.filter(exported);
  return {
    owned: kept.map(covered),
    pointedAt: pointedAt.filter(exported).map(covered),
    misdeclared: [...staleDeclarations(all), ...orphans(kept)],
  };
}

/** A table's own id: a single-column primary key the database makes up (gen_random_uuid()). */
function idColumnOf(table: CatalogueTable): string | null {
  const [key, ...more] = table.primaryKey;
  const column = table.columns.find((each) => each.name === key);
  return column && more.length === 0 && column.default ? column.name : null;
}

function staleDeclarations(tables: CatalogueTable[]): string[] {
  const names = new Set(tables.map((table) => table.name));
  const columns = new Set(
    tables.flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}`)),
  );
  return [
    ...Object.keys(TABLES_NOT_EXPORTED).filter((name) => !names.has(name)),
    ...Object.keys(COLUMNS_NOT_CARRIED).filter((name) => !columns.has(name)),
    ...Object.entries(IMPORTER_ROWS_ONLY).flatMap(([table, { column }]) =>
      columns.has(`${table}.${column}`) ? [] : [`${table}.${column}`],
    ),
  ];
}

/** Tables whose every parent is a table left out: their rows could not come back. */
function orphans(kept: CatalogueTable[]): string[] {
  const names = new Set(kept.map((table) => table.name));
  return kept
    .filter(
      (table) =>
        table.name !== 'workspaces' &&
        !table.references.some(
          (reference) => reference.table !== table.name && names.has(reference.table),
        ),
    )
    .map((table) => `${table.name} hangs only from tables not exported: declare it too`);
}

/**
 * The rows of one workspace the round trip compares: of the owned tables, and of the tables
 * they point at the rows they name. In the tables of IMPORTER_ROWS_ONLY, only `person`'s rows.
 */
export async function coveredRows(
  db: Database,
  coverage: ExportCoverage,
  workspaceId: string,
  person: string,
): Promise<ComparedTable[]> {
  const keep = (table: string, row: Row) => {
    const only = IMPORTER_ROWS_ONLY[table];
    return !only || row[only.column] === person;
  };
  const rows = await readOwnedRows(
    db,
    workspaceId,
    coverage.owned.map((each) => each.table),
    keep,
  );
  const owned = coverage.owned.map((each) => compared(each, rows.get(each.table.name) ?? []));
  const named = [...new Set(owned.flatMap((table) => table.rows.flatMap(stringsIn)))];
  const pointedAt = await Promise.all(
    coverage.pointedAt.map(async (each) =>
      compared(
        each,
        each.idColumn ? await readRowsWhere(db, each.table, each.idColumn, named) : [],
      ),
    ),
  );
  return [...owned, ...pointedAt];
}

const compared = ({ table, idColumn, columns }: CoveredTable, rows: Row[]): ComparedTable => ({
  name: table.name,
  idColumn,
  columns,
  rows,
});

/** Every string a row holds, in its columns or inside their JSON. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The uploaded files the rows name (`/uploads/…`) and the attached files' keys in the local file
 * storage (`attachments/…`), by path or key: a digest of each one's bytes under `dataDir`, or
 * 'missing' when the file is not there.
 */
export async function uploadedFiles(
  dataDir: string,
  tables: ComparedTable[],
): Promise<Map<string, string>> {
  const fileOf = (each: string) => {
    if (each.startsWith(UPLOADS_URL_PREFIX))
      return path.join(uploadsDir(dataDir), each.slice(UPLOADS_URL_PREFIX.length));
    if (each.startsWith(STORAGE_KEY_PREFIX)) return path.join(dataDir, ...each.split('/'));
    return undefined;
  };
  const digests = new Map<string, string>();
  for (const each of new Set(tables.flatMap((table) => table.rows.flatMap(stringsIn)))) {
    const file = fileOf(each);
    if (!file) continue;
    const bytes = await readFile(file).catch(() => null);
    digests.set(each, bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing');
  }
  return digests;
}

/** What the local file storage's keys start with (storageKeysOf). */
const STORAGE_KEY_PREFIX = 'attachments/';

/**
 * The compared columns no row of `tables` sets to something other than null or the column's
 * default (a value nothing sets proves nothing), and the tables with no row at all.
 */
export async function unseeded(db: Database, tables: ComparedTable[], coverage: ExportCoverage) {
  const defaults = new Map(
    [...coverage.owned, ...coverage.pointedAt].flatMap(({ table }) =>
      table.columns.map((column) => [`${table.name}.${column.name}`, column.default] as const),
    ),
  );
  const missing: string[] = [];
  for (const table of tables) {
    if (table.rows.length === 0) missing.push(`${table.name}: no rows`);
    for (const column of table.columns) {
      const fallback = await evaluated(db, defaults.get(`${table.name}.${column}`) ?? null);
      const set = table.rows.some(
        (row) => row[column] !== null && JSON.stringify(row[column]) !== fallback,
      );
      if (!set) missing.push(`${table.name}.${column}`);
    }
  }
  return missing;
}

/** A column default's value as JSON (as readRows gives values), or null without a default. */
async function evaluated(db: Database, expression: string | null): Promise<string | null> {
  if (!expression) return null;
  const [row] = await rawRows<{ value: unknown }>(
    db,
    sql`select to_jsonb(${sql.raw(expression)}) as value`,
  );
  return JSON.stringify(row?.value ?? null);
}
