import { formResponseSchema, type Form } from '@teamboard/shared/form';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export const formQueryKey = (formId: string) => ['forms', 'detail', formId] as const;

/** `/api/forms/<id>/<segment>…` with every part escaped. */
export function formApiPath(formId: string, ...segments: string[]): string {
  return ['/api/forms', ...[formId, ...segments].map(encodeURIComponent)].join('/');
}

export function getForm(formId: string): Promise<{ form: Form }> {
  return api.get(formApiPath(formId), formResponseSchema);
}

/** `enabled` false: nothing is asked (someone who may not manage the board). */
export function useForm(formId: string, enabled = true) {
  return useQuery({
    queryKey: formQueryKey(formId),
    enabled,
    queryFn: () => getForm(formId),
    // A missing form stays missing: show it at once.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** After a call answered with the whole form. */
export function storeForm(queryClient: QueryClient, form: Form): void {
  queryClient.setQueryData(formQueryKey(form._id), { form });
}
