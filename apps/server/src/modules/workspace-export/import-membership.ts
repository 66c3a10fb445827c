import { INVITATION_TTL_DAYS, type AssignableRole } from '@teamboard/shared';
import type { ExportContents } from '@teamboard/shared/workspace-export';
import type { Database } from '../../db/client';
import { workspaceInvitations, workspaceMembers } from '../../db/schema/index';
import { hashToken, randomToken } from '../auth/opaque-token';
import type { IdMap } from './import-ids';
import { insertAll, toDate } from './import-insert';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The importer is the owner. Everyone else of the export is invited with their recorded role
 * (the old owner, if someone else, as an admin), not made a member: joining a workspace stays
 * each person's own choice, and seats are counted when they accept, as for any invitation. The
 * invitations are not emailed (an import must not be a way to mail any address); each person
 * finds theirs among their invitations when they sign in.
 */
export async function writeMembership(
  tx: Database,
  workspaceId: string,
  contents: Pick<ExportContents, 'members' | 'people'>,
  people: IdMap,
  importer: { id: string; now: Date },
): Promise<void> {
  const { members } = contents;
  const importerId = importer.id;
  const importerRow = members.find((row) => people.optional(row.userId) === importerId);
  await insertAll(tx, workspaceMembers, [
    {
      workspaceId,
      userId: importerId,
      role: 'owner',
      ...(importerRow
        ? {
            joinedAt: toDate(importerRow.joinedAt),
            weeklyCapacityHours: importerRow.weeklyCapacityHours,
          }
        : {}),
    },
  ]);
  const emailOf = new Map(
    contents.people.map((person) => [person._id, person.email.toLowerCase()]),
  );
  const invited = new Map<string, AssignableRole>();
  for (const row of members) {
    const email = emailOf.get(row.userId);
    if (!email || people.of(row.userId, 'members.json') === importerId) continue;
    invited.set(email, row.role === 'owner' ? 'admin' : row.role);
  }
  const { now } = importer;
  await insertAll(
    tx,
    workspaceInvitations,
    [...invited].map(([email, role]) => ({
      workspaceId,
      email,
      role,
      tokenHash: hashToken(randomToken()),
      invitedBy: importerId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
    })),
  );
}
