import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { appSecrets } from './db/schema/index';

/**
 * The secret stored under `name`, storing `candidate` first when there is none. Processes
 * starting together may race: the first insert wins and everyone reads it back.
 */
export async function keptSecret(
  db: Database,
  name: string,
  candidate: string,
): Promise<string | undefined> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value;
}
