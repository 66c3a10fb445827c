import { userResponseSchema, type RegisterInput, type UserResponse } from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function register(input: RegisterInput): Promise<UserResponse> {
  return api.post('/auth/register', userResponseSchema, input, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
