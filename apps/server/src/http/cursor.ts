import type { SortKey } from '../db/keyset';
import { badRequest } from './app-error';

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page of a list paged by cursor, and the cursor of the next (null on the last). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The opaque cursor of a sort key: base64url of its JSON. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

/** The sort key a cursor carries; 400 when it is not a cursor this server wrote. */
export function decodeCursor(cursor: string | undefined): SortKey | undefined {
  if (cursor === undefined) return undefined;
  const key = parseKey(cursor);
  if (!key) {
    const message = 'cursor is not valid: pass the nextCursor of the page before, unchanged';
    throw badRequest(message, [{ field: 'cursor', message }]);
  }
  return key;
}

/**
 * The page from rows read one past `limit` (the extra row only tells that a next page exists,
 * without counting): its cursor is the key of the page's last row.
 */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => SortKey): CursorPage<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}

function parseKey(cursor: string): SortKey | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [at, id] = parsed as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string') return undefined;
    if (!EXACT_TIME.test(at) || !UUID.test(id) || Number.isNaN(Date.parse(at))) return undefined;
    return { at, id };
  } catch {
    return undefined;
  }
}
