import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens } from '../../db/schema/index';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function insertEmailToken(
  db: Database,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/**
 * Spends a live token in one statement: it succeeds for exactly one caller, so a link
 * clicked twice (or raced) is honoured once. Returns the user id, or undefined.
 */
export async function consumeEmailToken(
  db: Database,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Retires a user's earlier links of one purpose when a new one is sent. */
export async function retireEmailTokens(
  db: Database,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}
