import {
  formSubmissionsResponseSchema,
  type FormSubmissionsResponse,
} from '@teamboard/shared/form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formApiPath, formQueryKey } from './get-form';

export const formSubmissionsQueryKey = (formId: string, page: number) =>
  [...formQueryKey(formId), 'submissions', page] as const;

/** One page (20) of the form's submissions, newest first. */
export function getFormSubmissions(formId: string, page: number): Promise<FormSubmissionsResponse> {
  return api.get(formApiPath(formId, 'submissions'), formSubmissionsResponseSchema, {
    query: { page },
  });
}

/** The page shown stays while the next one loads. */
export function useFormSubmissions(formId: string, page: number) {
  return useQuery({
    queryKey: formSubmissionsQueryKey(formId, page),
    queryFn: () => getFormSubmissions(formId, page),
    placeholderData: keepPreviousData,
  });
}
