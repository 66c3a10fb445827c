import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { OutboxEmail } from '../db/schema/index';
import type { KickedJobDefinition } from '../jobs/job-definition';
import type { JobRegistry } from '../jobs/job-registry';
import { claimDueEmails, markEmailFailed, markEmailSent } from './outbox.repo';
import type { MailTransport } from './transport';

const MAIL_OUTBOX_JOB = 'mail outbox';
const POLL_SECONDS = 2;
const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 8;

/** The outbox's worker as use cases see it (ctx.mail). */
export interface MailWorker {
  /** Delivers due emails now (also done on a timer); answers how many went out. */
  drain(): Promise<number>;
  /** An email was just queued (after commit): deliver it without waiting for the timer. */
  kick(): void;
  /** Stops delivering and waits for the run in progress. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox. Rows are claimed with SKIP LOCKED so several server processes never
 * send the same email twice; failures are retried with exponential backoff. Its first look
 * waits for the first tick, as a backlog of mail must not hold the server's start.
 */
export function mailOutboxJob(
  db: Database,
  transport: MailTransport,
  clock: Clock,
  log: Logger,
): KickedJobDefinition {
  return {
    name: MAIL_OUTBOX_JOB,
    everySeconds: POLL_SECONDS,
    kickable: true,
    idleAtStart: true,
    run: () => deliverDue(db, transport, clock, log),
  };
}

/** ctx.mail, over the outbox job of `jobs` (mailOutboxJob). */
export function mailWorkerOf(jobs: JobRegistry): MailWorker {
  return {
    drain: () => jobs.kick(MAIL_OUTBOX_JOB),
    kick: () => void jobs.kick(MAIL_OUTBOX_JOB),
    stop: () => jobs.stopOne(MAIL_OUTBOX_JOB),
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
