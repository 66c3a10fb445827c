import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workspaces } from '../../db/schema/index';

const securityColumns = {
  invitePolicy: workspaces.invitePolicy,
  allowedEmailDomains: workspaces.allowedEmailDomains,
  apiKeysAllowed: workspaces.apiKeysAllowed,
};

/** The workspace's security settings as they are, locked until the transaction ends. */
export async function lockSecuritySettings(tx: Database, workspaceId: string) {
  const [row] = await tx
    .select(securityColumns)
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
  if (!row) throw new Error(`workspace ${workspaceId} vanished`);
  return row;
}
