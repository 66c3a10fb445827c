import { differenceInSeconds } from 'date-fns';
import type { AppContext } from '../../context';
import type { ApiKeyRow } from '../../db/schema/index';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { hashToken } from '../../crypto/opaque-token';
import { findApiKeyForAuth, touchApiKey } from './api-keys.repo';
import type { AccessTokenClaims } from '../../http/caller';

/** How often a key's "last used" is written while it is in use: not on every request. */
const TOUCH_EVERY_SECONDS = 60;
/** A key's use is added to its owner's account activity from a new address, or once a day. */
const RECORD_EVERY_SECONDS = 24 * 60 * 60;

/**
 * The claims a personal API key stands for, read from the database on every request (so a
 * revocation or an expiry holds at once on every process), or undefined for an unknown,
 * revoked or expired key. The key's id is its session id: revoking it ends its open sockets
 * like a logout ends a session's. Its owner's session version is the current one: a password
 * change does not revoke keys (they are listed and revoked on their own).
 */
export async function apiKeyClaims(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  secret: string,
  client: ClientInfo,
): Promise<AccessTokenClaims | undefined> {
  const row = await findApiKeyForAuth(ctx.db, hashToken(secret));
  const now = ctx.clock.now();
  if (!row || row.key.revokedAt) return undefined;
  if (row.key.expiresAt && row.key.expiresAt <= now) return undefined;
  await noteUse(ctx, row.key, client, now);
  return {
    userId: row.key.userId,
    version: row.sessionVersion,
    sessionId: row.key.id,
    expiresAt: row.key.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY,
    apiKey: {
      keyId: row.key.id,
      scope: row.key.scope,
      workspaceId: row.key.workspaceId,
      refusingWorkspaces: row.refusingWorkspaces,
    },
  };
}

async function noteUse(
  ctx: Pick<AppContext, 'db'>,
  key: ApiKeyRow,
  client: ClientInfo,
  now: Date,
): Promise<void> {
  const since = key.lastUsedAt ? differenceInSeconds(now, key.lastUsedAt) : Infinity;
  const newAddress = key.lastUsedIp !== client.ip;
  if (!newAddress && since < TOUCH_EVERY_SECONDS) return;
  await ctx.db.transaction(async (tx) => {
    await touchApiKey(tx, key.id, { at: now, ip: client.ip });
    if (!newAddress && since < RECORD_EVERY_SECONDS) return;
    await recordAccountEvent(tx, {
      userId: key.userId,
      type: 'api_key_used',
      client,
      data: { keyId: key.id, name: key.name },
    });
  });
}
