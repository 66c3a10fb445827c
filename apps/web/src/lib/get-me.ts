import { userResponseSchema, type UserResponse } from '@teamboard/shared';
import { api, type RequestOptions } from './api-client';

/** The signed-in user's profile. */
export function getMe(
  options?: Pick<RequestOptions, 'refreshOnUnauthorized'>,
): Promise<UserResponse> {
  return api.get('/api/me', userResponseSchema, options);
}
