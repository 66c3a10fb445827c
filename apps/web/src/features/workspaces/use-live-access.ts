import { ACCESS_CHANGED_EVENT } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onServerEvent } from '../../lib/realtime/socket-connection';
import { refreshAccess } from './refresh-access';

/** Follows the server's word that the user's access changed, without a reload. */
export function useLiveAccess(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent(ACCESS_CHANGED_EVENT, () => {
        refreshAccess(queryClient).catch((error: unknown) => {
          console.error('Could not refresh access', error);
        });
      }),
    [queryClient],
  );
}
