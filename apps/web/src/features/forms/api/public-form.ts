import { publicFormResponseSchema, type PublicForm } from '@teamboard/shared/public-form';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const publicFormQueryKey = (slug: string) => ['public-form', slug] as const;

/** A form as anyone with its link sees it; no session is needed (nor sent). */
export function getPublicForm(slug: string): Promise<{ form: PublicForm }> {
  return api.get(`/api/public/forms/${encodeURIComponent(slug)}`, publicFormResponseSchema, {
    auth: false,
  });
}

export function usePublicForm(slug: string) {
  return useQuery({ queryKey: publicFormQueryKey(slug), queryFn: () => getPublicForm(slug) });
}
