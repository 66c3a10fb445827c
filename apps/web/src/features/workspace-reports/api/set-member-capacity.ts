import { memberCapacityResponseSchema } from '@teamboard/shared/workspace-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { workspaceReportsKey } from './get-workspace-report';

export function setMemberCapacity(workspaceId: string, userId: string, weeklyHours: number) {
  return api.put(
    workspaceApiPath(workspaceId, 'members', userId, 'capacity'),
    memberCapacityResponseSchema,
    { weeklyHours },
  );
}

/** Sets a member's weekly capacity; every report of the workspace is asked again after. */
export function useSetMemberCapacity(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, weeklyHours }: { userId: string; weeklyHours: number }) =>
      setMemberCapacity(workspaceId, userId, weeklyHours),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceReportsKey(workspaceId) }),
    onError: (error) => toast.error(errorMessage(error, 'Failed to set the capacity')),
  });
}
