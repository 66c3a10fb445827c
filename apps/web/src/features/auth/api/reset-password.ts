import {
  messageResponseSchema,
  type MessageResponse,
  type ResetPasswordInput,
} from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post('/auth/reset-password', messageResponseSchema, input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
