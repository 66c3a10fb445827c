import {
  loginResponseSchema,
  type LoginInput,
  type LoginResponse,
  type Session,
} from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/auth/login', loginResponseSchema, input, { auth: false });
}

/** Login answers with only the user while the email is unverified. */
export function isSession(response: LoginResponse): response is Session {
  return 'access_token' in response;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
