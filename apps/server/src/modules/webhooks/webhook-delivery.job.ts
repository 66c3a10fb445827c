import type { AppContext } from '../../context';
import type { KickedJobDefinition } from '../../jobs/job-definition';
import { deliverDueWebhooks } from './webhook-delivery.service';

const WEBHOOK_DELIVERY_JOB = 'webhook deliveries';

/**
 * Sends the webhook outbox. Board changes fill it from inside their transactions without
 * telling anyone, so the job looks every WEBHOOK_POLL_SECONDS (a cheap indexed query when
 * nothing is due), and a run that is sending keeps looking every 50 ms for a second
 * (deliverDueWebhooks); a redelivery or a test event wakes it at once.
 */
export function webhookDeliveryJob(ctx: AppContext): KickedJobDefinition {
  return {
    name: WEBHOOK_DELIVERY_JOB,
    everySeconds: ctx.config.webhooks.pollSeconds,
    kickable: true,
    run: () => deliverDueWebhooks(ctx),
  };
}

/** Work just arrived (after commit): look now rather than at the next poll. */
export function kickWebhookDeliveries(ctx: AppContext): void {
  void ctx.jobs.kick(WEBHOOK_DELIVERY_JOB);
}
