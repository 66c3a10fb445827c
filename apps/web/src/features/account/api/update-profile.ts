import { userResponseSchema, type UpdateProfileInput, type UserResponse } from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function updateProfile(input: UpdateProfileInput): Promise<UserResponse> {
  return api.put('/api/me', userResponseSchema, input);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => useSessionStore.getState().setUser(user),
  });
}
