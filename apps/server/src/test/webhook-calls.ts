import type {
  CreateWebhookInput,
  CreatedWebhook,
  Webhook,
  WebhookDelivery,
} from '@teamboard/shared/webhook';
import { bearer } from './factories';
import type { TestApp } from './test-app';
import type { Account } from './workspace-fixture';

/** Webhook calls of a test, acting as `account`; `add` throws with the body unless it is 201. */
export function webhookCalls(t: TestApp, workspaceId: string) {
  const call = (
    account: Account,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });

  const create = (account: Account, input: CreateWebhookInput) =>
    call(account, 'POST', `/api/workspaces/${workspaceId}/webhooks`, input);

  const add = async (account: Account, input: CreateWebhookInput): Promise<CreatedWebhook> => {
    const response = await create(account, input);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<CreatedWebhook>();
  };

  const list = async (account: Account): Promise<Webhook[]> =>
    (await call(account, 'GET', `/api/workspaces/${workspaceId}/webhooks`)).json<{
      webhooks: Webhook[];
    }>().webhooks;

  const deliveries = async (account: Account, webhookId: string): Promise<WebhookDelivery[]> =>
    (await call(account, 'GET', `/api/webhooks/${webhookId}/deliveries`)).json<{
      deliveries: WebhookDelivery[];
    }>().deliveries;

  return { call, create, add, list, deliveries };
}
