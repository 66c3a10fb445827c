import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { measuredRun, type JobMetrics } from '../jobs/job-metrics';
import { emailOutbox, type OutboxEmail } from '../db/schema/index';
import type { MailTransport } from './transport';

const POLL_INTERVAL_MS = 2000;
const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 8;

export interface MailWorker {
  /** Delivers due emails now (also called on a timer and right after a request queues one). */
  drain(): Promise<number>;
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox. Rows are claimed with SKIP LOCKED so several server processes never
 * send the same email twice; failures are retried with exponential backoff.
 */
export function startMailWorker(
  db: Database,
  transport: MailTransport,
  clock: Clock,
  log: Logger,
  metrics?: JobMetrics,
): MailWorker {
  let running: Promise<number> | undefined;
  let stopped = false;

  const drain = (): Promise<number> => {
    running ??= measuredRun(metrics, 'mail outbox', () =>
      deliverDue(db, transport, clock, log),
    ).finally(() => {
      running = undefined;
    });
    return running;
  };
  const kick = () => {
    if (!stopped)
      drain().catch((error: unknown) => log.error({ err: error }, 'mail worker failed'));
  };
  const timer = setInterval(kick, POLL_INTERVAL_MS);
  timer.unref();

  return {
    drain,
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

async function deliverDue(
  db: Database,
  transport: MailTransport,
  clock: Clock,
  log: Logger,
): Promise<number> {
  let delivered = 0;
  for (;;) {
    const batch = await claimBatch(db, clock);
    if (batch.length === 0) return delivered;
    for (const email of batch) {
      delivered += (await deliverOne(db, transport, clock, log, email)) ? 1 : 0;
    }
  }
}

/** Pushes next_attempt_at forward while sending, so no other process picks the same rows. */
async function claimBatch(db: Database, clock: Clock): Promise<OutboxEmail[]> {
  const now = clock.now();
  const lease = new Date(now.getTime() + 60_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: lease, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function deliverOne(
  db: Database,
  transport: MailTransport,
  clock: Clock,
  log: Logger,
  email: OutboxEmail,
): Promise<boolean> {
  try {
    await transport.send({
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody,
    });
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: clock.now(), lastError: null })
      .where(eq(emailOutbox.id, email.id));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = email.attempts >= MAX_ATTEMPTS;
    const backoffMs = Math.min(2 ** email.attempts * 1000, 60 * 60 * 1000);
    await db
      .update(emailOutbox)
      .set({
        status: gaveUp ? 'failed' : 'pending',
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(clock.now().getTime() + backoffMs),
      })
      .where(eq(emailOutbox.id, email.id));
    log.warn(
      { emailId: email.id, attempts: email.attempts, gaveUp, err: message },
      'email delivery failed',
    );
    return false;
  }
}
