import { Gauge, type Registry } from 'prom-client';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { oldestDueEmail } from '../../mail/outbox';

/**
 * The outbox's lag, read on scrape (one index lookup): how long the longest-waiting due email
 * has waited past its time. It grows when delivery stalls (SMTP down, the worker stuck), which
 * the worker's run counts alone do not show.
 */
export function registerMailMetrics(registry: Registry, db: Database, clock: Clock): void {
  new Gauge({
    name: 'teamboard_mail_outbox_lag_seconds',
    help: 'How long the longest-waiting due email of the outbox has waited (0: none waits)',
    registers: [registry],
    async collect() {
      const now = clock.now();
      const dueAt = await oldestDueEmail(db, now);
      this.set(dueAt ? Math.max(0, (now.getTime() - dueAt.getTime()) / 1000) : 0);
    },
  });
}
