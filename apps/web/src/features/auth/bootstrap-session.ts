import { ApiError } from '../../lib/api-error';
import { refreshAccessToken } from '../../lib/api-client';
import { useSessionStore } from '../../lib/session-store';
import { getMe } from '../../lib/get-me';

/**
 * Startup: without a stored token the user is unauthenticated. Otherwise the
 * stored session is checked with GET /api/me; on failure a token refresh is tried, and if the
 * server refuses that too the session is cleared. When the server cannot be reached at all the
 * stored session is kept.
 */
export async function bootstrapSession(): Promise<void> {
  const store = useSessionStore.getState();
  if (store.status !== 'pending' || !store.accessToken) return;

  try {
    const { user } = await getMe({ refreshOnUnauthorized: false });
    useSessionStore.getState().confirmSession(user);
    return;
  } catch {
    // Fall through to a refresh.
  }

  try {
    await refreshAccessToken();
  } catch (error) {
    const { user } = useSessionStore.getState();
    if (!(error instanceof ApiError) && user) {
      useSessionStore.getState().confirmSession(user);
    } else {
      useSessionStore.getState().clearSession(null);
    }
  }
}
