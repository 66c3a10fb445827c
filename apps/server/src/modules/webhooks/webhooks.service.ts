import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type CreateWebhookInput,
  type CreatedWebhook,
  type UpdateWebhookInput,
  type Webhook,
  type WebhookDelivery,
  type WebhookPayload,
} from '@teamboard/shared/webhook';
import type { AppContext } from '../../context';
import { randomToken } from '../../crypto/opaque-token';
import { badRequest } from '../../http/app-error';
import type { Membership } from '../workspaces/workspace.policy';
import { insertDelivery } from './webhook-deliveries.repo';
import { kickWebhookDeliveries } from './webhook-delivery.job';
import { presentDelivery, presentWebhook } from './webhook.presenter';
import type { WebhookAccess } from './webhook.policy';
import { targetProblem } from './webhook-request';
import {
  boardInWorkspace,
  deleteWebhook,
  insertWebhook,
  listWebhooks,
  updateWebhook,
} from './webhooks.repo';

/** A new signing secret: shown once, kept sealed. */
const newSecret = () => `whsec_${randomToken()}`;

/** Refuses a URL a webhook may not reach (SSRF), with the reason, as a 400 on `url`. */
async function assertTarget(ctx: AppContext, url: string): Promise<void> {
  const problem = await targetProblem(url, ctx.config.webhooks.allowPrivate);
  if (problem) {
    throw badRequest(`The webhook URL is not allowed: ${problem}`, [
      { field: 'url', message: problem },
    ]);
  }
}

/** Adds a webhook to the workspace; the answer is the only time its secret is shown. */
export async function createWebhook(
  ctx: AppContext,
  { workspace, user }: Membership,
  input: CreateWebhookInput,
): Promise<CreatedWebhook> {
  if (input.boardId && !(await boardInWorkspace(ctx.db, input.boardId, workspace.id))) {
    const message = 'No such board in this workspace';
    throw badRequest(message, [{ field: 'boardId', message }]);
  }
  await assertTarget(ctx, input.url);
  const secret = newSecret();
  const row = await insertWebhook(ctx.db, {
    workspaceId: workspace.id,
    boardId: input.boardId ?? null,
    url: input.url,
    events: input.events,
    secretSealed: ctx.webhookSecrets.seal(secret),
    createdBy: user.id,
  });
  return { webhook: presentWebhook(row), secret };
}

export async function webhooksOf(ctx: AppContext, { workspace }: Membership): Promise<Webhook[]> {
  return (await listWebhooks(ctx.db, workspace.id)).map(presentWebhook);
}

/** Changes the URL, events or active flag; turning a webhook back on starts its count afresh. */
export async function changeWebhook(
  ctx: AppContext,
  { webhook }: WebhookAccess,
  input: UpdateWebhookInput,
): Promise<Webhook> {
  if (input.url !== undefined && input.url !== webhook.url) await assertTarget(ctx, input.url);
  const reactivated = input.active === true && !webhook.active;
  const row = await updateWebhook(
    ctx.db,
    webhook.id,
    {
      url: input.url,
      events: input.events,
      active: input.active,
      ...(reactivated ? { failingSince: null, disabledAt: null } : {}),
    },
    ctx.clock.now(),
  );
  if (reactivated) kickWebhookDeliveries(ctx);
  return presentWebhook(row);
}

/** Deletes the webhook with its deliveries. */
export async function removeWebhook(ctx: AppContext, { webhook }: WebhookAccess): Promise<void> {
  await deleteWebhook(ctx.db, webhook.id);
}

/** A new secret replaces the old at once: deliveries from now on are signed with it. */
export async function rotateWebhookSecret(
  ctx: AppContext,
  { webhook }: WebhookAccess,
): Promise<string> {
  const secret = newSecret();
  await updateWebhook(
    ctx.db,
    webhook.id,
    { secretSealed: ctx.webhookSecrets.seal(secret) },
    ctx.clock.now(),
  );
  return secret;
}

/** Queues a `webhook.test` event for the webhook, behind what it already has to send. */
export async function sendTestEvent(
  ctx: AppContext,
  { webhook, membership }: WebhookAccess,
): Promise<WebhookDelivery> {
  const eventId = randomUUID();
  const payload: WebhookPayload = {
    id: eventId,
    type: WEBHOOK_TEST_EVENT,
    createdAt: ctx.clock.now().toISOString(),
    workspaceId: webhook.workspaceId,
    data: { webhookId: webhook.id, sentBy: membership.user.id },
  };
  const row = await insertDelivery(ctx.db, {
    webhookId: webhook.id,
    eventId,
    event: WEBHOOK_TEST_EVENT,
    body: JSON.stringify(payload),
  });
  kickWebhookDeliveries(ctx);
  return presentDelivery(row);
}
