import { setTimeout as sleep } from 'node:timers/promises';
import { WEBHOOK_HEADERS } from '@teamboard/shared/webhook';
import type { AppContext } from '../../context';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema/index';
import { emailLayout, escapeHtml } from '../../mail/email-layout';
import { enqueueEmail } from '../../mail/outbox';
import {
  claimDueWebhooks,
  disableWebhook,
  markWebhookFailing,
  markWebhookHealthy,
  pendingDeliveries,
  recordAttempt,
  recordSuccesses,
  releaseWebhook,
  webhookContact,
  type SentDelivery,
} from './webhook-deliveries.repo';
import { deliveryHeaders } from './webhook.presenter';
import { postWebhook, type WebhookAttempt } from './webhook-request';
import { webhookSignature } from './webhook-signature';

const HOUR_MS = 60 * 60 * 1000;
/** A delivery is retried for this long after it was queued, then marked failed. */
const RETRY_WINDOW_MS = 24 * HOUR_MS;
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = HOUR_MS;
/** A webhook failing for this long is turned off and its owner told. */
const DISABLE_AFTER_MS = 3 * 24 * HOUR_MS;
/** Webhooks one process claims at once (each sends its own queue, one delivery at a time). */
const CLAIM_BATCH = 10;
/** Deliveries of one webhook read at once; their successes are recorded together. */
const QUEUE_BATCH = 50;
/** How long one run keeps claiming, so that stopping the server never waits long. */
const RUN_BUDGET_MS = 5000;
/**
 * After sending something, a run keeps looking this often for more, for LINGER_MS: during a
 * burst, new events go out within this rather than at the next poll.
 */
const BUSY_POLL_MS = 50;
const LINGER_MS = 1000;

/**
 * Sends the due deliveries of every active webhook, each webhook's in order: a process leases a
 * webhook (claimDueWebhooks), sends its queue one delivery at a time while the lease has room
 * for another attempt, and gives the webhook back. A process that dies holding a lease leaves
 * its deliveries pending: they go out once the lease runs out (at least once, never lost).
 * Answers how many deliveries succeeded.
 */
export async function deliverDueWebhooks(ctx: AppContext): Promise<number> {
  const started = Date.now();
  const { timeoutMs } = ctx.config.webhooks;
  let delivered = 0;
  let lastSent = 0;
  while (Date.now() - started < RUN_BUDGET_MS) {
    const now = ctx.clock.now();
    const leaseUntil = new Date(now.getTime() + 3 * timeoutMs + 5000);
    const claimed = await claimDueWebhooks(ctx.db, now, leaseUntil, CLAIM_BATCH);
    if (claimed.length === 0) {
      if (Date.now() - lastSent > LINGER_MS) break;
      await sleep(BUSY_POLL_MS);
      continue;
    }
    const counts = await Promise.all(
      claimed.map((webhook) => sendQueue(ctx, webhook, leaseUntil, started)),
    );
    const sent = counts.reduce((sum, count) => sum + count, 0);
    if (sent > 0) lastSent = Date.now();
    delivered += sent;
  }
  return delivered;
}

/** Sends the webhook's due deliveries in order until one must wait; gives the lease back. */
async function sendQueue(
  ctx: AppContext,
  webhook: WebhookRow,
  leaseUntil: Date,
  runStarted: number,
): Promise<number> {
  const { timeoutMs } = ctx.config.webhooks;
  const sender: Sender = {
    webhook,
    secret: ctx.webhookSecrets.open(webhook.secretSealed),
    health: { failing: webhook.failingSince !== null },
    roomForOne: () =>
      ctx.clock.now().getTime() + timeoutMs < leaseUntil.getTime() &&
      Date.now() - runStarted < RUN_BUDGET_MS,
  };
  let delivered = 0;
  try {
    for (;;) {
      const queue = await pendingDeliveries(ctx.db, webhook.id, QUEUE_BATCH);
      if (queue.length === 0) return delivered;
      const batch = await sendBatch(ctx, sender, queue);
      delivered += batch.delivered;
      if (!batch.goOn) return delivered;
    }
  } finally {
    await releaseWebhook(ctx.db, webhook.id);
  }
}

/** The webhook whose queue is being sent, and whether it is failing (as far as this run knows). */
interface Sender {
  webhook: WebhookRow;
  secret: string;
  health: { failing: boolean };
  /** Whether the lease and the run have time for one more attempt. */
  roomForOne: () => boolean;
}

/**
 * Sends `queue` (the head of the webhook's queue) in order until one must wait. Successes are
 * recorded together, in one statement, when the batch ends or before a failure is: a crash in
 * between leaves them pending, to be sent again (at least once). A failure is recorded at once,
 * with what the webhook's queue does next. `goOn`: the queue may have more to send now.
 */
async function sendBatch(
  ctx: AppContext,
  sender: Sender,
  queue: WebhookDeliveryRow[],
): Promise<{ delivered: number; goOn: boolean }> {
  const sent: SentDelivery[] = [];
  let delivered = 0;
  try {
    for (const delivery of queue) {
      if (delivery.nextAttemptAt > ctx.clock.now() || !sender.roomForOne()) {
        return { delivered, goOn: false };
      }
      const result = await post(ctx, sender, delivery);
      if (succeeded(result)) {
        sent.push({ id: delivery.id, at: ctx.clock.now(), ...result });
        delivered += 1;
        continue;
      }
      await recordSent(ctx, sender, sent.splice(0));
      if ((await recordFailure(ctx, sender, delivery, result)) === 'wait') {
        return { delivered, goOn: false };
      }
    }
    return { delivered, goOn: true };
  } finally {
    await recordSent(ctx, sender, sent);
  }
}

function post(
  ctx: AppContext,
  { webhook, secret }: Sender,
  delivery: WebhookDeliveryRow,
): Promise<WebhookAttempt> {
  const { timeoutMs, allowPrivate } = ctx.config.webhooks;
  return postWebhook({
    url: webhook.url,
    headers: {
      ...deliveryHeaders(delivery),
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, delivery.body, ctx.clock.now()),
    },
    body: delivery.body,
    timeoutMs,
    allowPrivate,
  });
}

/** Successes of a healthy webhook are one statement: the hot path at many events a second. */
async function recordSent(ctx: AppContext, sender: Sender, sent: SentDelivery[]): Promise<void> {
  if (sent.length === 0) return;
  if (!sender.health.failing) return recordSuccesses(ctx.db, sent);
  await ctx.db.transaction(async (tx) => {
    await recordSuccesses(tx, sent);
    await markWebhookHealthy(tx, sender.webhook.id);
  });
  sender.health.failing = false;
}

/** A failed attempt, recorded with what the webhook's queue does next. */
async function recordFailure(
  ctx: AppContext,
  { webhook, health }: Sender,
  delivery: WebhookDeliveryRow,
  result: WebhookAttempt,
): Promise<'given up' | 'wait'> {
  const at = ctx.clock.now();
  health.failing = true;
  const nextAttemptAt = new Date(at.getTime() + backoffMs(ctx, delivery.attempts + 1));
  const givenUp = nextAttemptAt.getTime() - delivery.createdAt.getTime() > RETRY_WINDOW_MS;
  const disabled = await ctx.db.transaction(async (tx) => {
    await recordAttempt(tx, delivery.id, {
      lastAttemptAt: at,
      responseStatus: result.status,
      responseBody: result.body,
      durationMs: result.durationMs,
      error: result.error,
      status: givenUp ? 'failed' : 'pending',
      nextAttemptAt,
    });
    const failingSince = await markWebhookFailing(tx, webhook.id, at);
    if (at.getTime() - failingSince.getTime() < DISABLE_AFTER_MS) return false;
    const turnedOff = await disableWebhook(tx, webhook.id, at);
    if (turnedOff) await tellWebhookTurnedOff(tx, webhook);
    return turnedOff;
  });
  if (disabled) {
    ctx.log.warn({ webhookId: webhook.id }, 'webhook turned off after failing for 3 days');
    ctx.mail.kick();
    return 'wait';
  }
  return givenUp ? 'given up' : 'wait';
}

function succeeded(result: WebhookAttempt): boolean {
  return result.status !== null && result.status >= 200 && result.status < 300;
}

/** The wait before attempt `attempt + 1`: the base, doubled each time, up to an hour. */
function backoffMs(ctx: AppContext, attempt: number): number {
  return Math.min(ctx.config.webhooks.retryBaseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

/** Emails the webhook's owner (its creator, or the workspace's owner) that it was turned off. */
async function tellWebhookTurnedOff(tx: AppContext['db'], webhook: WebhookRow): Promise<void> {
  const contact = await webhookContact(tx, webhook);
  if (!contact) return;
  const subject = `A webhook of ${contact.workspaceName} was turned off`;
  const text = `Every delivery to ${webhook.url} failed for 3 days, so Teamboard turned the webhook off. It hears nothing while off: fix the receiver, then turn the webhook back on in the workspace's settings (the events it had not delivered yet go out then).`;
  await enqueueEmail(tx, {
    to: contact.email,
    subject,
    text: `Hi ${contact.name},\n\n${text}`,
    html: emailLayout(`<p>Hi ${escapeHtml(contact.name)},</p><p>${escapeHtml(text)}</p>`),
  });
}
