import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { JobDefinition } from '../jobs/job-definition';
import { deleteExpiredIdempotencyKeys } from './idempotency-keys.repo';

/** Deletes the kept answers whose day is over (http/idempotency.ts), at start-up and hourly. */
export function idempotencySweepJob(db: Database, clock: Clock): JobDefinition {
  return {
    name: 'idempotency key sweep',
    everySeconds: 60 * 60,
    run: () => deleteExpiredIdempotencyKeys(db, clock.now()),
  };
}
