import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-definition';
import { deleteFinishedDeliveries } from './webhook-deliveries-purge.repo';

/** How long a finished delivery (succeeded or failed) stays listed. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted a statement: each delete stays short, however much has piled up. */
const BATCH = 1000;

/** Deletes every finished delivery past the retention, a batch at a time; answers how many. */
export async function purgeOldDeliveries(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const deleted = await deleteFinishedDeliveries(db, before, BATCH);
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
