import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFolders } from './get-folders';

/** A change to the folders: the folder lists are fetched again before it resolves. */
export function useFolderMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  /** Also refetch what else the change touched (boards moved out of a deleted folder). */
  alsoInvalidate?: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([invalidateFolders(queryClient), alsoInvalidate?.()]),
  });
}
