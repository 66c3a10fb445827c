import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchWorkspaces } from '../../workspaces/api/get-workspaces';
import { myInvitationsQueryKey } from './get-my-invitations';

/**
 * Accepting or declining an invitation (by link token or by id): my invitations are fetched
 * again, and after accepting the workspaces too, before the mutation resolves, so the next screen shows the new state.
 */
export function useInvitationAnswer<TResult>(
  answer: (tokenOrId: string) => Promise<TResult>,
  joins: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myInvitationsQueryKey }),
        joins ? refetchWorkspaces(queryClient) : undefined,
      ]);
    },
  });
}
