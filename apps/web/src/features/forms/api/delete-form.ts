import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { type Form } from '@teamboard/shared/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formApiPath, formQueryKey } from './get-form';
import { invalidateForms } from './get-forms';

/** Deletes the form: its link stops working; the tasks it created stay. */
export function deleteForm(formId: string): Promise<MessageResponse> {
  return api.delete(formApiPath(formId), messageResponseSchema);
}

export function useDeleteForm(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: Form) => deleteForm(form._id),
    onSuccess: async (_, form) => {
      queryClient.removeQueries({ queryKey: formQueryKey(form._id) });
      await invalidateForms(queryClient, boardId);
    },
  });
}
