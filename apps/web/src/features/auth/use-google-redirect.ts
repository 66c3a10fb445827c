import type { GoogleStartResponse } from '@teamboard/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserNavigation } from '../../lib/browser-navigation';
import { rememberGoogleBinding, type GooglePurpose } from './google-binding';

/**
 * Leaves the SPA for Google: `start` asks the server for Google's URL, this tab keeps the binding
 * that lets only it finish (marked with what the trip is for), and the browser goes. `leaving`
 * stays true after success: the browser is on its way.
 */
export function useGoogleRedirect(
  start: () => Promise<GoogleStartResponse>,
  purpose: GooglePurpose,
  onError?: (error: Error) => void,
) {
  const mutation = useMutation({
    mutationFn: start,
    onSuccess: ({ authorizationUrl, binding }) => {
      rememberGoogleBinding(binding, purpose);
      browserNavigation.assign(authorizationUrl);
    },
    onError,
  });
  const { reset } = mutation;

  // Coming back from Google with the browser's back button can restore this page as it was left
  // (bfcache): still "working". Make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  return {
    go: () => mutation.mutate(),
    leaving: mutation.isPending || mutation.isSuccess,
    error: mutation.error,
  };
}
