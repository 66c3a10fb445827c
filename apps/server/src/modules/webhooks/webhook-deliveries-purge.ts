import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { JobDefinition } from '../../jobs/job-definition';

/** How long a finished delivery (succeeded or failed) stays listed. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted a statement: each delete stays short, however much has piled up. */
const BATCH = 1000;

/**
 * Deletes one batch of finished deliveries queued before `before`. It walks each webhook's
 * (webhook, created_at) index rather than the whole table, which would be read to the end every
 * hour once nothing is left to delete. Pending rows stay, however old: an inactive webhook
 * sends them when turned back on.
 */
async function purgeBatch(db: Database, before: Date): Promise<number> {
  const deleted = await rawRows<{ id: string }>(
    db,
    sql`
    delete from webhook_deliveries where id in (
      select old.id from webhooks w cross join lateral (
        select d.id from webhook_deliveries d
        where d.webhook_id = w.id and d.created_at < ${before.toISOString()}::timestamptz
          and d.status in ('succeeded', 'failed')
        limit ${BATCH}) old
      limit ${BATCH})
    returning id`,
  );
  return deleted.length;
}

/** Deletes every finished delivery past the retention, a batch at a time; answers how many. */
export async function purgeOldDeliveries(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const deleted = await purgeBatch(db, before);
    purged += deleted;
    if (deleted < BATCH) return purged;
  }
}

/** Purges old deliveries at start-up and hourly. */
export function webhookDeliveriesPurgeJob(db: Database, clock: Clock): JobDefinition {
  return {
    name: 'webhook deliveries purge',
    everySeconds: 60 * 60,
    run: () => purgeOldDeliveries(db, clock.now()),
  };
}
