import { Gauge, type Registry } from 'prom-client';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { oldestDueEmail } from '../../mail/outbox.repo';
import { oldestUnsentItemReminder } from '../checklists/checklist-reminders.repo';
import { oldestWaitingImport } from '../jira-import/jira-imports.repo';
import { oldestUnsentReminder } from '../tasks/due-date-reminders.repo';

/** Each job's oldest waiting work, by the job's name in the job metrics. */
const BACKLOGS: Record<string, (db: Database, now: Date) => Promise<Date | undefined>> = {
  'mail outbox': oldestDueEmail,
  'due-date reminders': oldestUnsentReminder,
  'checklist item reminders': oldestUnsentItemReminder,
  'jira import': oldestWaitingImport,
};

/**
 * Each job's lag, read on scrape (one indexed lookup each): how long the longest-waiting piece
 * of its work has waited past its time. It grows when a job stalls (SMTP down, a worker stuck,
 * every process busy), which the run counts alone do not show.
 */
export function registerBacklogMetrics(registry: Registry, db: Database, clock: Clock): void {
  new Gauge({
    name: 'teamboard_job_lag_seconds',
    help: 'How long the longest-waiting due work of a background job has waited (0: none waits), by job',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const now = clock.now();
      for (const [job, oldest] of Object.entries(BACKLOGS)) {
        const dueAt = await oldest(db, now);
        this.set({ job }, dueAt ? Math.max(0, (now.getTime() - dueAt.getTime()) / 1000) : 0);
      }
    },
  });
}
