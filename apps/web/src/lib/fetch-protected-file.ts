import { renewedToken, toApiError } from './api-client';
import { useSessionStore } from './session-store';

function fetchWithToken(url: string, token: string | null, signal?: AbortSignal) {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { headers, signal });
}

/**
 * A file this app serves behind the sign-in (an attachment, its thumbnail, an image in a
 * description): it needs the Bearer token, so a plain link or `<img src>` cannot fetch it. A 401
 * is cured with one token refresh, as the api client does.
 */
export async function fetchProtectedFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = useSessionStore.getState().accessToken;
  let response = await fetchWithToken(url, token, signal);
  if (response.status === 401 && token) {
    response = await fetchWithToken(url, await renewedToken(token), signal);
  }
  if (!response.ok) {
    throw toApiError(response.status, await response.json().catch(() => undefined));
  }
  return response.blob();
}
