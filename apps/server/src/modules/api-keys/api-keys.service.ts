import {
  API_KEYS_PER_USER,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@teamboard/shared/api-key';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { ApiKeyRow } from '../../db/schema/index';
import { conflict, notFound } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { hashToken } from '../../crypto/opaque-token';
import { announceUserChange } from '../../events/user-events';
import type { KeyMaking } from './api-key.policy';
import { newApiKeySecret, shownPrefix } from './api-key-secret';
import { presentApiKey } from './api-key.presenter';
import {
  countActiveApiKeys,
  insertApiKey,
  listApiKeys,
  lockUser,
  revokeActiveApiKeys,
  revokeApiKey,
} from './api-keys.repo';

export async function listKeys(ctx: AppContext, userId: string): Promise<ApiKey[]> {
  const rows = await listApiKeys(ctx.db, userId);
  return rows.map(({ key, workspaceName }) => presentApiKey(key, workspaceName));
}

/**
 * A new key for the signed-in person; the answer is the only place its secret ever appears (only
 * its hash is stored). A workspace restriction must name one of theirs that allows keys. Past
 * the plan's keys a person, 402 (see assertCanCreateApiKey).
 */
export async function createKey(
  ctx: AppContext,
  { user, workspace }: KeyMaking,
  input: CreateApiKeyInput,
  client: ClientInfo,
): Promise<CreatedApiKey> {
  const secret = newApiKeySecret();
  const now = ctx.clock.now();
  const key = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const activeKeys = await countActiveApiKeys(tx, user.id, now);
    if (activeKeys >= API_KEYS_PER_USER) {
      throw conflict(
        `You can have at most ${API_KEYS_PER_USER} active API keys. Revoke one first.`,
      );
    }
    await ctx.plans.assertCanCreateApiKey(tx, {
      userId: user.id,
      workspaceId: workspace?.id ?? null,
      activeKeys,
    });
    const row = await insertApiKey(tx, {
      userId: user.id,
      name: input.name,
      scope: input.scope,
      workspaceId: workspace?.id ?? null,
      prefix: shownPrefix(secret),
      secretHash: hashToken(secret),
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      createdAt: now,
    });
    await recordAccountEvent(tx, {
      userId: user.id,
      type: 'api_key_created',
      client,
      data: { keyId: row.id, name: row.name, scope: row.scope, workspace: workspace?.name ?? null },
    });
    return row;
  });
  return { key: presentApiKey(key, workspace?.name ?? null), secret };
}

/** What revoked keys other than the person's own click: a password reset or change. */
export type KeysRevokedVia = 'password_reset' | 'password_change';

/**
 * Revokes one of the person's keys at once on every channel: the next request with it gets 401
 * (keys are read from the database on every request), and its open sockets close on every
 * process (the key's id is its session's, ended like a logout's).
 */
export async function revokeKey(
  ctx: AppContext,
  userId: string,
  keyId: string,
  client: ClientInfo,
): Promise<void> {
  const revoked = await ctx.db.transaction(async (tx) => {
    const row = await revokeApiKey(tx, userId, keyId, ctx.clock.now());
    if (row) await endKeys(tx, userId, [row], { client });
    return row;
  });
  if (!revoked) throw notFound('API key not found');
  ctx.endedSessions.add([keyId]);
}

/**
 * Revokes every working key of the person inside the caller's transaction, as revokeKey does
 * one. Answers the keys' ids: the caller passes them to ctx.endedSessions.add once committed.
 */
export async function revokeEveryKey(
  tx: Database,
  userId: string,
  revocation: { at: Date; client: ClientInfo; via: KeysRevokedVia },
): Promise<string[]> {
  const { at, ...why } = revocation;
  const rows = await revokeActiveApiKeys(tx, userId, at);
  await endKeys(tx, userId, rows, why);
  return rows.map((row) => row.id);
}

/** Records each revoked key in the account activity and closes its sockets on every process. */
async function endKeys(
  tx: Database,
  userId: string,
  rows: ApiKeyRow[],
  { client, via }: { client: ClientInfo; via?: KeysRevokedVia },
): Promise<void> {
  if (rows.length === 0) return;
  for (const row of rows) {
    await recordAccountEvent(tx, {
      userId,
      type: 'api_key_revoked',
      client,
      data: { keyId: row.id, name: row.name, ...(via && { via }) },
    });
  }
  await announceUserChange(
    tx,
    userId,
    rows.map((row) => row.id),
  );
}
