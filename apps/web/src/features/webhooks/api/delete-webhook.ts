import type { Webhook } from '@teamboard/shared/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '../../../lib/api-client';
import { changeWebhooks, webhookPath } from './get-webhooks';

export function deleteWebhook(webhookId: string): Promise<void> {
  return api.delete(webhookPath(webhookId), noContent);
}

/**
 * Deletes a webhook with its deliveries: it leaves the list at once (optimistic) and comes back
 * in its place if the server refuses; the caller reports why.
 */
export function useDeleteWebhook(webhook: Webhook) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteWebhook(webhook._id),
    onMutate: () => {
      let index = -1;
      changeWebhooks(queryClient, webhook.workspaceId, (webhooks) => {
        index = webhooks.findIndex((each) => each._id === webhook._id);
        return webhooks.filter((each) => each._id !== webhook._id);
      });
      return { index, removed: webhook };
    },
    onError: (_error, _input, context) => {
      if (!context || context.index < 0) return;
      changeWebhooks(queryClient, webhook.workspaceId, (webhooks) =>
        webhooks.toSpliced(context.index, 0, context.removed),
      );
    },
  });
}
