import { formResponseSchema, type Form, type UpdateFormInput } from '@teamboard/shared/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formApiPath, storeForm } from './get-form';
import { invalidateForms } from './get-forms';

/** Changes what `changes` holds; the rest of the form stays as it is. */
export function updateForm(formId: string, changes: UpdateFormInput): Promise<{ form: Form }> {
  return api.put(formApiPath(formId), formResponseSchema, changes);
}

export function useUpdateForm(form: Pick<Form, '_id' | 'boardId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateFormInput) => updateForm(form._id, changes),
    onSuccess: async ({ form: saved }) => {
      storeForm(queryClient, saved);
      await invalidateForms(queryClient, form.boardId);
    },
  });
}
