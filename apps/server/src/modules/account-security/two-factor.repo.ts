import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema/index';

/**
 * Turns the pending secret on, with the step of the code that confirmed it as the last one used;
 * false when it is no longer the pending one (another set-up started meanwhile).
 */
export async function enableTotp(
  db: Database,
  userId: string,
  { secret, step, at }: { secret: string; step: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: at, totpLastStep: step })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function disableTotp(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Records the step of an accepted code, only if it is later than the last one accepted: false
 * means this code (or a later one) was already used, so no code works twice.
 */
export async function advanceTotpStep(
  db: Database,
  userId: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.totpEnabledAt),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The user's recovery codes become these (the old ones stop working). */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used; false when there is no such unused code. */
export async function spendRecoveryCode(
  db: Database,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unused: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.unused ?? 0;
}
