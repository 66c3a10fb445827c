import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { oauthStates } from '../../../db/schema/index';

export async function insertOauthState(
  db: Database,
  values: { stateHash: string; codeVerifier: string; nonce: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Removes and returns a live pending sign-in: each state is honoured once. */
export async function takeOauthState(
  db: Database,
  stateHash: string,
  now: Date,
): Promise<{ codeVerifier: string; nonce: string } | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), gt(oauthStates.expiresAt, now)))
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce });
  return row;
}
