import { formResponseSchema, type CreateFormInput, type Form } from '@teamboard/shared/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath } from '../../boards/api/get-board';
import { storeForm } from './get-form';
import { invalidateForms } from './get-forms';

export function createForm(boardId: string, input: CreateFormInput): Promise<{ form: Form }> {
  return api.post(boardApiPath(boardId, 'forms'), formResponseSchema, input);
}

/** The new form is stored, so its page opens at once; the board's list refetches. */
export function useCreateForm(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFormInput) => createForm(boardId, input),
    onSuccess: async ({ form }) => {
      storeForm(queryClient, form);
      await invalidateForms(queryClient, boardId);
    },
  });
}
