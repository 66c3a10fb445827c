import {
  webhookResponseSchema,
  type UpdateWebhookInput,
  type Webhook,
} from '@teamboard/shared/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceWebhook, webhookPath } from './get-webhooks';

export function updateWebhook(
  webhookId: string,
  input: UpdateWebhookInput,
): Promise<{ webhook: Webhook }> {
  return api.put(webhookPath(webhookId), webhookResponseSchema, input);
}

/**
 * Changes a webhook's URL, events or active flag. The change shows at once (optimistic) and is
 * undone if the server refuses; the caller reports why (the server's message). The webhook as it
 * was goes in the mutation's context: the `webhook` this hook is given re-renders as the change.
 */
export function useUpdateWebhook(webhook: Webhook) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWebhookInput) => updateWebhook(webhook._id, input),
    onMutate: ({ url, events, active }) => {
      replaceWebhook(queryClient, {
        ...webhook,
        url: url ?? webhook.url,
        events: events ?? webhook.events,
        active: active ?? webhook.active,
      });
      return { before: webhook };
    },
    onError: (_error, _input, context) => {
      if (context) replaceWebhook(queryClient, context.before);
    },
    onSuccess: (answer) => replaceWebhook(queryClient, answer.webhook),
  });
}
