import { webhooksResponseSchema, type Webhook } from '@teamboard/shared/webhook';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const webhooksQueryKey = (workspaceId: string) => ['webhooks', workspaceId] as const;

/** `/api/webhooks/<id>[/<segment>]`, the id escaped. */
export function webhookPath(webhookId: string, segment?: string): string {
  const path = `/api/webhooks/${encodeURIComponent(webhookId)}`;
  return segment ? `${path}/${segment}` : path;
}

export function getWebhooks(workspaceId: string): Promise<{ webhooks: Webhook[] }> {
  return api.get(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/webhooks`,
    webhooksResponseSchema,
  );
}

/** The workspace's webhooks, oldest first as the server lists them. */
export function useWebhooks(workspaceId: string) {
  return useQuery({
    queryKey: webhooksQueryKey(workspaceId),
    queryFn: () => getWebhooks(workspaceId),
  });
}

/** Rewrites the cached list (an optimistic change, or the server's answer to one). */
export function changeWebhooks(
  queryClient: QueryClient,
  workspaceId: string,
  change: (webhooks: Webhook[]) => Webhook[],
): void {
  queryClient.setQueryData<{ webhooks: Webhook[] }>(webhooksQueryKey(workspaceId), (data) =>
    data ? { webhooks: change(data.webhooks) } : data,
  );
}

/** Puts `webhook` in place of the cached one with its id. */
export function replaceWebhook(queryClient: QueryClient, webhook: Webhook): void {
  changeWebhooks(queryClient, webhook.workspaceId, (webhooks) =>
    webhooks.map((each) => (each._id === webhook._id ? webhook : each)),
  );
}
