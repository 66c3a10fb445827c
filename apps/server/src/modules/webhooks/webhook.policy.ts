import type { Database } from '../../db/client';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromParams } from '../../http/gate';
import { signedIn } from '../users/session-user.service';
import { findUserById } from '../users/users.repo';
import { authorizeWorkspace, type Membership } from '../workspaces/workspace.policy';
import { findDelivery } from './webhook-deliveries.repo';
import { findWebhook } from './webhooks.repo';

/** Who acts on a webhook, in its workspace, and the webhook. */
export interface WebhookAccess {
  membership: Membership;
  webhook: WebhookRow;
}

const webhookNotFound = () => notFound('Webhook not found');

/**
 * Webhooks are for the workspace's owner and admins (`webhooks.manage`): the session first (a
 * stale one gets 401, not the webhook's 404), then the webhook, then the workspace gate on its
 * workspace (404 to outsiders, 403 to the other members, API keys held to their reach).
 */
export async function authorizeWebhook(
  db: Database,
  claims: AccessTokenClaims,
  webhookId: string,
): Promise<WebhookAccess> {
  signedIn(claims, await findUserById(db, claims.userId));
  const webhook = await findWebhook(db, webhookId);
  if (!webhook) throw webhookNotFound();
  const membership = await authorizeWorkspace(db, claims, webhook.workspaceId, 'webhooks.manage');
  return { membership, webhook };
}

/** A delivery, through its webhook's gate. */
export async function authorizeDelivery(
  db: Database,
  claims: AccessTokenClaims,
  deliveryId: string,
): Promise<WebhookAccess & { delivery: WebhookDeliveryRow }> {
  signedIn(claims, await findUserById(db, claims.userId));
  const found = await findDelivery(db, deliveryId);
  if (!found) throw notFound('Delivery not found');
  const membership = await authorizeWorkspace(
    db,
    claims,
    found.webhook.workspaceId,
    'webhooks.manage',
  );
  return { membership, ...found };
}

/** A webhook route's gate (authorizeWebhook), on its `:id`. */
export const webhookGate = defineGate(
  'webhook',
  () => (db, claims, request) => authorizeWebhook(db, claims, fromParams()(request)),
);

/** A delivery route's gate (authorizeDelivery), on its `:id`. */
export const deliveryGate = defineGate(
  'webhook delivery',
  () => (db, claims, request) => authorizeDelivery(db, claims, fromParams()(request)),
);
