import { randomUUID } from 'node:crypto';
import type { ExportContents } from '@teamboard/shared/workspace-export';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { IdMap } from './import-ids';
import { insertAll } from './import-insert.repo';

/** A person of the export other than the importer, and the stand-in holding their work here. */
export interface ImportedPerson {
  placeholderId: string;
  name: string;
  /** The address the export recorded: only where the invitation goes, never an account's. */
  email: string;
}

export interface ImportedPeople {
  ids: IdMap;
  /** Everyone but the importer, by their id in the export. */
  others: Map<string, ImportedPerson>;
}

/**
 * Each person of the export as someone of this instance. The importer's own address is the
 * importer. Everyone else gets a placeholder: a row with the recorded name that nobody can sign
 * in as and no address can reach (like a deleted account's), holding their tasks, comments and
 * hours until they accept the invitation the import sends them (import-membership.ts), when
 * that work becomes their account's (claimPlaceholder). An import never links anything to an
 * existing account but its importer's, and never takes an address for an account: a zip is no
 * proof of who anyone is.
 */
export async function resolvePeople(
  tx: Database,
  people: ExportContents['people'],
  importer: UserRow,
): Promise<ImportedPeople> {
  const ids = new IdMap('people.json');
  const others = new Map<string, ImportedPerson>();
  const importerEmail = importer.email.toLowerCase();
  for (const person of people) {
    if (person.email === importerEmail) {
      ids.set(person._id, importer.id);
      continue;
    }
    const placeholderId = randomUUID();
    ids.set(person._id, placeholderId);
    others.set(person._id, { placeholderId, name: person.name, email: person.email });
  }
  await insertAll(
    tx,
    'users',
    [...others.values()].map(({ placeholderId, name }) => {
      const handle = `imported-${randomUUID()}`;
      return {
        id: placeholderId,
        name,
        username: handle,
        email: `${handle}@placeholder.invalid`,
      };
    }),
  );
  return { ids, others };
}
