import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { measuredRun, type JobMetrics } from '../jobs/job-metrics';
import type { OutboxEmail } from '../db/schema/index';
import { claimDueEmails, markEmailFailed, markEmailSent } from './outbox.repo';
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
  return claimDueEmails(db, now, new Date(now.getTime() + 60_000), BATCH_SIZE);
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
    await markEmailSent(db, email.id, clock.now());
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = email.attempts >= MAX_ATTEMPTS;
    const backoffMs = Math.min(2 ** email.attempts * 1000, 60 * 60 * 1000);
    await markEmailFailed(db, email.id, {
      gaveUp,
      lastError: message.slice(0, 500),
      nextAttemptAt: new Date(clock.now().getTime() + backoffMs),
    });
    log.warn(
      { emailId: email.id, attempts: email.attempts, gaveUp, err: message },
      'email delivery failed',
    );
    return false;
  }
}
