import { createHash } from 'node:crypto';
import { coverAttachmentId } from '@teamboard/shared';
import type { Row } from './workspace-rows';

/** A table's rows and the columns of it to compare. */
export interface ComparedTable {
  name: string;
  /** The column holding each row's own id (others name the row by it), or null. */
  idColumn: string | null;
  columns: string[];
  rows: Row[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JSON with object keys sorted: the same value reads the same whichever order it was built in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${stableJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Each table's rows as values that do not depend on the instance: the compared columns only,
 * ids left out, and every id a row holds (in a column or anywhere inside JSON) replaced by what
 * it names: the named row's table and a digest of that row's own canonical values, and so on
 * up; an attachment's thumbnail address by the attachment's bytes; the path of an uploaded file or the
 * key of a stored one by the digest of its bytes (`files`, by path or key). Two copies of
 * a workspace with fresh ids and file names read the same if and only if their data does. Rows
 * are sorted, so their order does not count either.
 */
export function canonicalRows(
  tables: ComparedTable[],
  files: ReadonlyMap<string, string>,
): Map<string, Row[]> {
  const named = new Map<string, { table: ComparedTable; row: Row }>();
  for (const table of tables) {
    if (!table.idColumn) continue;
    for (const row of table.rows) named.set(String(row[table.idColumn]), { table, row });
  }
  const digests = new Map<Row, string>();
  const visiting = new Set<Row>();

  const render = (table: ComparedTable, row: Row): Row =>
    Object.fromEntries(table.columns.map((column) => [column, value(row[column])]));

  function value(held: unknown): unknown {
    if (typeof held === 'string') return text(held);
    if (Array.isArray(held)) return held.map(value);
    if (held && typeof held === 'object')
      return Object.fromEntries(Object.entries(held).map(([key, each]) => [key, value(each)]));
    return held;
  }

  function text(held: string): string {
    if (UUID.test(held)) return reference(held);
    const thumbnailOf = coverAttachmentId(held);
    if (thumbnailOf) return `thumbnail of ${attachedFile(thumbnailOf)}`;
    const file = files.get(held);
    return file ? `file ${file}` : held;
  }

  /** An attachment by its bytes: its row names its task, whose cover may name it in turn. */
  function attachedFile(id: string): string {
    const target = named.get(id);
    return target ? text(String(target.row.storage_key)) : `unknown ${id}`;
  }

  function reference(id: string): string {
    const target = named.get(id);
    // An id of nothing compared (a row since gone) stays as it is: it differs between instances.
    if (!target) return `unknown ${id}`;
    return `→ ${target.table.name} ${digest(target.table, target.row)}`;
  }

  function digest(table: ComparedTable, row: Row): string {
    const known = digests.get(row);
    if (known) return known;
    if (visiting.has(row)) throw new Error(`${table.name}: rows that name each other in a loop`);
    visiting.add(row);
    const made = createHash('sha256')
      .update(stableJson(render(table, row)))
      .digest('hex')
      .slice(0, 12);
    visiting.delete(row);
    digests.set(row, made);
    return made;
  }

  return new Map(
    tables.map((table) => [
      table.name,
      table.rows
        .map((row) => render(table, row))
        .sort((a, b) => stableJson(a).localeCompare(stableJson(b))),
    ]),
  );
}
