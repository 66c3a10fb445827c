import { toast } from 'sonner';
import { errorMessage } from './api-error';
import { isPlanLimitError } from './plan-limit-error';

/**
 * Follows a mutation's promise (`mutateAsync`): `onSuccess` (if any) with its result, or an error toast
 * with the server's message (else `failure`; a plan's limit toasts on its own, see plan-limit-error). Unlike `mutate`'s own callbacks this still runs
 * when the component that started it is gone, e.g. a list row removed by the change itself.
 */
export function reportOutcome<T>(
  promise: Promise<T>,
  failure: string,
  onSuccess: (result: T) => unknown = () => undefined,
): void {
  promise.then(onSuccess, (error: unknown) => {
    // The plan's limit has its own toast, with the way to upgrade.
    if (!isPlanLimitError(error)) toast.error(errorMessage(error, failure));
  });
}
