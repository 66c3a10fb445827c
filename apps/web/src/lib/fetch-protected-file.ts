import { api } from './api-client';

/**
 * A file this app serves behind the sign-in (an attachment, its thumbnail, an image in a
 * description): it needs the Bearer token, so a plain link or `<img src>` cannot fetch it.
 */
export function fetchProtectedFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return api.blob(url, { signal });
}
