import { useEffect } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error';

/** Toasts a failed query once per error: the server's message, else `fallback`. */
export function useFailureToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback), { id: fallback });
  }, [error, fallback]);
}
