import { INVITATION_TTL_DAYS, type AssignableRole } from '@teamboard/shared';
import type { ExportContents } from '@teamboard/shared/workspace-export';
import { isEmailDomainAllowed } from '@teamboard/shared/workspace-security';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { hashToken, randomToken } from '../../crypto/opaque-token';
import { chargeInvitationEmails } from '../invitations/invitation-quotas';
import type { ImportedPeople } from './import-people.service';
import { toDate } from './import-dates';
import { insertAll } from './import-insert.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who an import invites back: the export's id of each person, and their role. */
export type ImportInvitees = Map<string, AssignableRole>;

/**
 * Everyone of the export's members but the importer, with their recorded role (the old owner,
 * if someone else, as an admin), as the ordinary invitation rules allow: an address outside the
 * workspace's allowed domains is not invited (their work stays on their placeholder), and the
 * invitations count against the daily invitation quotas of the importer, the workspace and
 * each address, all at once (429 past one: nothing is imported). Decided before the import
 * writes anything.
 */
export async function chargeImportInvitations(
  ctx: AppContext,
  importer: UserRow,
  workspaceId: string,
  contents: Pick<ExportContents, 'members' | 'people'>,
  allowedEmailDomains: string[],
): Promise<ImportInvitees> {
  const emailOf = new Map(contents.people.map((person) => [person._id, person.email]));
  const importerEmail = importer.email.toLowerCase();
  const invitees: ImportInvitees = new Map();
  const emails = new Set<string>();
  for (const row of contents.members) {
    const email = emailOf.get(row.userId);
    if (!email || email === importerEmail || emails.has(email)) continue;
    if (!isEmailDomainAllowed(email, allowedEmailDomains)) continue;
    invitees.set(row.userId, row.role === 'owner' ? 'admin' : row.role);
    emails.add(email);
  }
  await chargeInvitationEmails(ctx, { user: importer, workspace: { id: workspaceId } }, [
    ...emails,
  ]);
  return invitees;
}

/**
 * The importer is the owner. Everyone invited (chargeImportInvitations) gets a pending
 * invitation naming their placeholder, not a membership: joining stays each person's choice,
 * seats are counted when they accept, and accepting makes the placeholder's work theirs. The
 * invitations are not emailed (an import must not be a way to mail any address); each person
 * finds theirs among their invitations when they sign in.
 */
export async function writeMembership(
  tx: Database,
  workspaceId: string,
  members: ExportContents['members'],
  people: ImportedPeople,
  invitation: { importerId: string; now: Date; invitees: ImportInvitees },
): Promise<void> {
  const { importerId, now } = invitation;
  const importerRow = members.find((row) => people.ids.optional(row.userId) === importerId);
  await insertAll(tx, 'workspaceMembers', [
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
  await insertAll(
    tx,
    'workspaceInvitations',
    [...invitation.invitees].flatMap(([personId, role]) => {
      const person = people.others.get(personId);
      if (!person) return [];
      return {
        workspaceId,
        email: person.email,
        role,
        placeholderUserId: person.placeholderId,
        tokenHash: hashToken(randomToken()),
        invitedBy: importerId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      };
    }),
  );
}
