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
  releaseWebhook,
  webhookContact,
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
/** Deliveries of one webhook read at once. */
const QUEUE_BATCH = 50;
/** How long one run keeps claiming, so that stopping the server never waits long. */
const RUN_BUDGET_MS = 5000;

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
  while (Date.now() - started < RUN_BUDGET_MS) {
    const now = ctx.clock.now();
    const leaseUntil = new Date(now.getTime() + 3 * timeoutMs + 5000);
    const claimed = await claimDueWebhooks(ctx.db, now, leaseUntil, CLAIM_BATCH);
    if (claimed.length === 0) break;
    const counts = await Promise.all(
      claimed.map((webhook) => sendQueue(ctx, webhook, leaseUntil, started)),
    );
    delivered += counts.reduce((sum, count) => sum + count, 0);
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
  const secret = ctx.webhookSecrets.open(webhook.secretSealed);
  const health = { failing: webhook.failingSince !== null };
  const roomForOne = () =>
    ctx.clock.now().getTime() + timeoutMs < leaseUntil.getTime() &&
    Date.now() - runStarted < RUN_BUDGET_MS;
  let delivered = 0;
  try {
    for (;;) {
      const queue = await pendingDeliveries(ctx.db, webhook.id, QUEUE_BATCH);
      if (queue.length === 0) return delivered;
      for (const delivery of queue) {
        if (delivery.nextAttemptAt > ctx.clock.now() || !roomForOne()) return delivered;
        const outcome = await attempt(ctx, { webhook, secret, health }, delivery);
        if (outcome === 'wait') return delivered;
        if (outcome === 'sent') delivered += 1;
      }
    }
  } finally {
    await releaseWebhook(ctx.db, webhook.id);
  }
}

type Outcome = 'sent' | 'given up' | 'wait';

/** The webhook whose queue is being sent, and whether it is failing (as far as this run knows). */
interface Sender {
  webhook: WebhookRow;
  secret: string;
  health: { failing: boolean };
}

/** One attempt at one delivery, recorded with what the webhook's queue does next. */
async function attempt(
  ctx: AppContext,
  { webhook, secret, health }: Sender,
  delivery: WebhookDeliveryRow,
): Promise<Outcome> {
  const { timeoutMs, allowPrivate } = ctx.config.webhooks;
  const result = await postWebhook({
    url: webhook.url,
    headers: {
      ...deliveryHeaders(delivery),
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, delivery.body, ctx.clock.now()),
    },
    body: delivery.body,
    timeoutMs,
    allowPrivate,
  });
  const at = ctx.clock.now();
  const answered = {
    lastAttemptAt: at,
    responseStatus: result.status,
    responseBody: result.body,
    durationMs: result.durationMs,
    error: result.error,
  };
  if (succeeded(result)) {
    const record = { ...answered, status: 'succeeded' as const, nextAttemptAt: at };
    // A healthy webhook's success is one statement: the hot path at many events a second.
    if (!health.failing) await recordAttempt(ctx.db, delivery.id, record);
    else {
      await ctx.db.transaction(async (tx) => {
        await recordAttempt(tx, delivery.id, record);
        await markWebhookHealthy(tx, webhook.id);
      });
      health.failing = false;
    }
    return 'sent';
  }
  health.failing = true;
  const nextAttemptAt = new Date(at.getTime() + backoffMs(ctx, delivery.attempts + 1));
  const givenUp = nextAttemptAt.getTime() - delivery.createdAt.getTime() > RETRY_WINDOW_MS;
  const disabled = await ctx.db.transaction(async (tx) => {
    await recordAttempt(tx, delivery.id, {
      ...answered,
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
