import {
  memberResponseSchema,
  type AssignableRole,
  type WorkspaceMember,
  type ChangeRoleInput,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';
import { invalidateMembership } from './get-members';

export interface ChangeRoleVariables {
  userId: string;
  role: AssignableRole;
}

export function changeMemberRole(
  workspaceId: string,
  { userId, role }: ChangeRoleVariables,
): Promise<{ member: WorkspaceMember }> {
  return api.put(workspaceApiPath(workspaceId, 'members', userId), memberResponseSchema, {
    role,
  } satisfies ChangeRoleInput);
}

export function useChangeMemberRole(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ChangeRoleVariables) => changeMemberRole(workspaceId, variables),
    onSuccess: () => invalidateMembership(queryClient),
  });
}
