import {
  createdWebhookSchema,
  type CreatedWebhook,
  type CreateWebhookInput,
} from '@teamboard/shared/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changeWebhooks } from './get-webhooks';

export function createWebhook(
  workspaceId: string,
  input: CreateWebhookInput,
): Promise<CreatedWebhook> {
  return api.post(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/webhooks`,
    createdWebhookSchema,
    input,
  );
}

/** Adds a webhook; the answer (the only one with its secret) joins the end of the list. */
export function useCreateWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => createWebhook(workspaceId, input),
    onSuccess: ({ webhook }) =>
      changeWebhooks(queryClient, workspaceId, (webhooks) => [...webhooks, webhook]),
  });
}
