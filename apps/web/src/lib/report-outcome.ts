import { toast } from 'sonner';
import { errorMessage } from './api-error';

/**
 * Follows a mutation's promise (`mutateAsync`): `onSuccess` with its result, or an error toast
 * with the server's message (else `failure`). Unlike `mutate`'s own callbacks this still runs
 * when the component that started it is gone, e.g. a list row removed by the change itself.
 */
export function reportOutcome<T>(
  promise: Promise<T>,
  failure: string,
  onSuccess: (result: T) => unknown,
): void {
  promise.then(onSuccess, (error: unknown) => toast.error(errorMessage(error, failure)));
}
