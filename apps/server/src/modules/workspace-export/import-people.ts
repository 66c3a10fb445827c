import type { ExportContents } from '@teamboard/shared/workspace-export';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { findUserByEmail, insertUser } from '../users/users.repo';
import { deriveUsername } from '../users/username';
import { IdMap } from './import-ids';

export interface ImportedPeople {
  ids: IdMap;
  /** Accounts the import made for people this instance did not know. */
  created: UserRow[];
}

/**
 * Each person of the export as an account of this instance: the importer for their own address,
 * an existing account with the same email (case-insensitive), or else a new account with the
 * recorded name and email and no password, which its owner claims through "forgot password"
 * (the address is theirs). Their tasks, comments and hours stay theirs, by name and by link.
 */
export async function resolvePeople(
  tx: Database,
  people: ExportContents['people'],
  importer: UserRow,
): Promise<ImportedPeople> {
  const ids = new IdMap('people.json');
  const created: UserRow[] = [];
  for (const person of people) {
    const email = person.email.toLowerCase();
    const existing =
      email === importer.email.toLowerCase() ? importer : await findUserByEmail(tx, email);
    if (existing) {
      ids.set(person._id, existing.id);
      continue;
    }
    const account = await insertUser(tx, {
      name: person.name,
      email,
      username: await deriveUsername(tx, person.name),
    });
    created.push(account);
    ids.set(person._id, account.id);
  }
  return { ids, created };
}
