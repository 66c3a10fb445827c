import type { Session, User } from '@teamboard/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { logout } from './api/logout';
import { landingPath } from './landing';
import { useEnterApp } from './use-enter-app';

export interface AccountSwitch {
  current: User;
  next: Session;
}

/**
 * Entering the app from a sign-in link (email verification, Google callback). Whoever sent the
 * link may be signing this tab into their own account (login CSRF), so when someone else is
 * signed in here the switch waits for the user's word: `accept` enters as the new account,
 * `decline` revokes the new session and goes back to the current user's landing route.
 */
export function useSignInLink() {
  const enterApp = useEnterApp();
  const navigate = useNavigate();
  const [pendingSwitch, setPendingSwitch] = useState<AccountSwitch | null>(null);

  const arrive = useCallback(
    async (session: Session) => {
      const current = useSessionStore.getState().user;
      if (current && current._id !== session.user._id) setPendingSwitch({ current, next: session });
      else await enterApp(session);
    },
    [enterApp],
  );

  const accept = useCallback(async () => {
    if (pendingSwitch) await enterApp(pendingSwitch.next);
  }, [enterApp, pendingSwitch]);

  const decline = useCallback(async () => {
    if (!pendingSwitch) return;
    void logout(pendingSwitch.next.refresh_token).catch(() => undefined);
    await navigate(landingPath(pendingSwitch.current, null), { replace: true });
  }, [navigate, pendingSwitch]);

  return { arrive, pendingSwitch, accept, decline };
}
