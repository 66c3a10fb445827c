import { useEffect, useState } from 'react';
import { fetchProtectedFile } from './fetch-protected-file';

/**
 * An object URL of the file at `url` (fetched with the token), null until it came or if it
 * could not be fetched; revoked when `url` changes or the component goes.
 */
export function useObjectUrl(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let created: string | null = null;
    fetchProtectedFile(url, controller.signal)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      // No thumbnail is no harm: the file's icon stands in for it.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [url]);
  return objectUrl;
}
