import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { BOARD_UPDATES_CHANNEL } from './board-events';

/**
 * Marks a user change on the board updates channel. Board ids are UUIDs, so a notification
 * starting with this cannot be a board update.
 */
export const USER_CHANGE_MARK = '!';

/**
 * Something changed what a user's open sockets may do: their sessions (a logout, a password
 * change or reset, a detected token theft, the account deleted) or their access (a role, a board
 * or workspace membership, a workspace turning API keys off or on). Every process re-checks that
 * user's sockets when it hears it.
 */
export interface UserChange {
  userId: string;
  /** Sessions that ended, refused from now on on every channel (see auth/ended-sessions.ts). */
  endedSessions: string[];
}

/**
 * Announces a user change from inside the transaction that makes it. It travels on the board
 * updates channel, so every process hears it in commit order with the board updates: no update
 * committed after a demotion reaches the demoted user's sockets before they are re-checked.
 */
export async function announceUserChange(
  db: Database,
  userId: string,
  endedSessions: string[] = [],
): Promise<void> {
  const change: UserChange = { userId, endedSessions };
  const message = `${USER_CHANGE_MARK} ${JSON.stringify(change)}`;
  await db.execute(sql`select pg_notify(${BOARD_UPDATES_CHANNEL}, ${message})`);
}

/**
 * Announces a user change (no session ended) for every member of the workspace, from inside the
 * transaction that makes it and in one statement however many they are: a change of the
 * workspace's own rules, such as refusing API keys, that their sockets must follow at once.
 */
export async function announceMembersChange(db: Database, workspaceId: string): Promise<void> {
  const change = sql`json_build_object('userId', user_id, 'endedSessions', '[]'::json)::text`;
  await db.execute(sql`
    select pg_notify(${BOARD_UPDATES_CHANNEL}, ${USER_CHANGE_MARK} || ' ' || ${change})
    from workspace_members where workspace_id = ${workspaceId}`);
}
