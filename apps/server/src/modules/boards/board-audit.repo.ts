import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { folders } from '../../db/schema/index';

/** The names of these folders, for the audit log's entries (they keep the name of the time). */
export async function folderNames(
  tx: Database,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(inArray(folders.id, ids));
}
