import { userResponseSchema, type OnboardingInput, type UserResponse } from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function completeOnboarding(input: OnboardingInput): Promise<UserResponse> {
  return api.put('/api/me/onboarding', userResponseSchema, input);
}

export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: ({ user }) => useSessionStore.getState().setUser(user),
  });
}
