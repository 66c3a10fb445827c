import type { SignedInSession } from '@teamboard/shared/sessions';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../http/client-info';
import { notFound } from '../../http/app-error';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { deviceName } from '../account-activity/device-name';
import { endFamilies } from '../auth/sessions.service';
import { liveSessionsOf, type SessionRow } from './signed-in-sessions.repo';

/** Every live session of the user, `currentId` (the caller's) marked, newest first. */
export async function listSessions(
  ctx: AppContext,
  userId: string,
  currentId: string,
): Promise<SignedInSession[]> {
  const rows = await liveSessionsOf(ctx.db, userId, ctx.clock.now());
  return rows.map((row) => presentSession(row, currentId));
}

/** Signs one of the user's sessions out everywhere; 404 for anything else. */
export async function signOutSession(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  client: ClientInfo,
): Promise<void> {
  const rows = await liveSessionsOf(ctx.db, userId, ctx.clock.now());
  const session = rows.find((row) => row.familyId === sessionId);
  if (!session) throw notFound('Session not found');
  await endSessions(ctx, userId, [session], client);
}

/** Signs every session of the user but the caller's out; answers how many ended. */
export async function signOutOtherSessions(
  ctx: AppContext,
  userId: string,
  currentId: string,
  client: ClientInfo,
): Promise<number> {
  const rows = await liveSessionsOf(ctx.db, userId, ctx.clock.now());
  const others = rows.filter((row) => row.familyId !== currentId);
  await endSessions(ctx, userId, others, client);
  return others.length;
}

async function endSessions(
  ctx: AppContext,
  userId: string,
  sessions: SessionRow[],
  client: ClientInfo,
): Promise<void> {
  if (sessions.length === 0) return;
  const familyIds = sessions.map((session) => session.familyId);
  await endFamilies(ctx, userId, familyIds, async (tx) => {
    for (const session of sessions) {
      await recordAccountEvent(tx, {
        userId,
        type: 'session_revoked',
        client,
        data: {
          sessionId: session.familyId,
          device: deviceName(session.userAgent),
          ip: session.ip,
        },
      });
    }
  });
}

/** Row → API session: an allow-list. */
function presentSession(row: SessionRow, currentId: string): SignedInSession {
  return {
    _id: row.familyId,
    device: deviceName(row.userAgent),
    ip: row.ip,
    createdAt: row.signedInAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.familyId === currentId,
  };
}
