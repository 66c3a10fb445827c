import { webhookSecretResponseSchema } from '@teamboard/shared/webhook';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhookPath } from './get-webhooks';

/** The new secret: the old one stops at once, and this answer is the only one carrying it. */
export function rotateWebhookSecret(webhookId: string): Promise<{ secret: string }> {
  return api.post(webhookPath(webhookId, 'rotate-secret'), webhookSecretResponseSchema);
}

export function useRotateWebhookSecret(webhookId: string) {
  return useMutation({ mutationFn: () => rotateWebhookSecret(webhookId) });
}
