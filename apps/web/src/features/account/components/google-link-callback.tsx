import { googleLoginInputSchema } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error';
import { PendingNotice } from '../../auth/components/pending-notice';
import { readGoogleBinding } from '../../auth/google-binding';
import { setIntegrations } from '../api/get-integrations';
import { linkGoogleOnce } from '../api/link-google';

const INTEGRATIONS_PATH = '/account/integrations';
const NOT_LINKED = 'Could not link your Google account';
/** One toast however often the effect runs (StrictMode runs it twice). */
const TOAST = { id: 'google-link' };

/**
 * The Google callback of a link this tab started (see startedGoogleLink): the code is spent once
 * with this tab's binding, then the person is back on /account/integrations with a toast saying
 * how it went. Google's own error text is not shown: anyone can put text into this URL.
 */
export function GoogleLinkCallback() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const binding = readGoogleBinding('link');
  const usable =
    !searchParams.has('error') &&
    googleLoginInputSchema.safeParse({ code, state, binding }).success;

  useEffect(() => {
    let active = true;
    const back = () => void navigate(INTEGRATIONS_PATH, { replace: true });
    if (!usable) {
      toast.error(NOT_LINKED, TOAST);
      back();
      return;
    }
    linkGoogleOnce({ code, state, binding }).then(
      (integrations) => {
        if (!active) return;
        setIntegrations(queryClient, integrations);
        toast.success('Google account linked', TOAST);
        back();
      },
      (error: unknown) => {
        if (!active) return;
        toast.error(errorMessage(error, NOT_LINKED), TOAST);
        back();
      },
    );
    return () => {
      active = false;
    };
  }, [usable, code, state, binding, navigate, queryClient]);

  return <PendingNotice label="Linking your Google account" />;
}
