import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-definition';
import { syncSeats } from './seat-sync.service';

/** How often billed seats are brought to the paid members (members join and leave many ways). */
const SEAT_SYNC_SECONDS = 30;

/** The seat sync as background work (hosted servers only: the app adds it with Stripe). */
export function seatSyncJob(ctx: AppContext): JobDefinition {
  return { name: 'seat sync', everySeconds: SEAT_SYNC_SECONDS, run: () => syncSeats(ctx) };
}
