import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { bearer } from './factories';
import type { Account } from './workspace-fixture';

/** A page of a list paged by cursor, whatever the list's own field is called. */
export interface CursorPageOf {
  ids: string[];
  nextCursor: string | null;
}

/**
 * Reads `url` (which may carry its own query) page after page of `limit`, following nextCursor
 * to the end: every id met, in order, and how many pages it took. Each page must hold at most
 * `limit`.
 */
export async function walkCursor(
  t: TestApp,
  account: Account,
  url: string,
  limit: number,
  pageOf: (body: unknown) => CursorPageOf,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const separator = url.includes('?') ? '&' : '?';
    const response = await t.app.inject({
      method: 'GET',
      url: `${url}${separator}${query.toString()}`,
      headers: bearer(account),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = pageOf(response.json());
    expect(page.ids.length).toBeLessThanOrEqual(limit);
    ids.push(...page.ids);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

/** `url` refuses a cursor it did not write, malformed or forged, with the cursor's 400. */
export async function expectCursorRefused(t: TestApp, account: Account, url: string) {
  const forged = Buffer.from(JSON.stringify(['yesterday', account.user._id])).toString('base64url');
  const separator = url.includes('?') ? '&' : '?';
  for (const cursor of ['not-a-cursor', forged]) {
    const refused = await t.app.inject({
      method: 'GET',
      url: `${url}${separator}cursor=${cursor}`,
      headers: bearer(account),
    });
    expect(refused.statusCode, cursor).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'cursor is not valid: pass the nextCursor of the page before, unchanged',
    });
  }
}
