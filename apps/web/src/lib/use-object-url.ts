import { skipToken, useQuery } from '@tanstack/react-query';
import { OBJECT_URL_META } from './query-client';
import { fetchProtectedFile } from './fetch-protected-file';

/** A file's (or thumbnail's) object URL, cached by its address: its bytes never change. */
export const attachmentFileQueryKey = (url: string | null) => ['attachments', 'file', url] as const;

/**
 * An object URL of the file at `url` (fetched with the token), null until it came, if it could
 * not be fetched, or while not `enabled` (e.g. not in view yet). Every component showing the same
 * file shares one fetch and one URL, kept while shown and for a few minutes after (a board's
 * covers scrolled back into view are not fetched again); the URL is revoked when it leaves the
 * cache.
 */
export function useObjectUrl(url: string | null, { enabled = true } = {}): string | null {
  const file = useQuery({
    queryKey: attachmentFileQueryKey(url),
    // Not aborted when its last viewer goes (a card scrolled away): the bytes on their way are
    // kept for when it comes back, and the URL made of them is always the cache's to revoke.
    queryFn:
      url === null ? skipToken : async () => URL.createObjectURL(await fetchProtectedFile(url)),
    enabled,
    staleTime: Infinity,
    meta: OBJECT_URL_META,
  });
  return file.data ?? null;
}
