import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a download link's query says about it. */
export type LinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * The signed download links of workspace exports: like a signed S3 URL, the link is the
 * credential (no session), valid until the time it names. The signature is an HMAC of the
 * export id and that time under a key derived from the app's secret for this use only.
 */
export interface ExportLinks {
  /** The link's path and query for one export, valid until `expiresAt`. */
  pathFor(exportId: string, expiresAt: Date): string;
  /** Checks a link's signature and expiry (a bad signature says nothing of its time). */
  check(exportId: string, expires: number, signature: string, now: Date): LinkCheck;
}

export function createExportLinks(appSecret: string): ExportLinks {
  const key = createHmac('sha256', appSecret).update('teamboard workspace-export links').digest();
  const sign = (exportId: string, expires: number) =>
    createHmac('sha256', key)
      .update(`${exportId}.${String(expires)}`)
      .digest('base64url');

  return {
    pathFor: (exportId, expiresAt) => {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = sign(exportId, expires);
      return `/api/workspace-exports/${exportId}/download?expires=${String(expires)}&signature=${signature}`;
    },
    check: (exportId, expires, signature, now) => {
      const expected = Buffer.from(sign(exportId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
