import { ACCESS_TOKEN_TTL_SECONDS } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token';

describe('access tokens', () => {
  it('stop verifying at their expiry, also once verified before', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createAccessTokens('a test secret of enough length', { now: () => now });
    const token = await tokens.issue('user-1', 3, 'session-1');
    const claims = { userId: 'user-1', version: 3, sessionId: 'session-1' };
    expect(await tokens.verify(token)).toMatchObject(claims);
    now = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toMatchObject(claims);
    now = new Date(now.getTime() + 1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuse a token signed with another secret or altered', async () => {
    const clock = { now: () => new Date() };
    const token = await createAccessTokens('a test secret of enough length', clock).issue(
      'user-1',
      0,
      'session-1',
    );
    const tokens = createAccessTokens('another secret of enough length', clock);
    expect(await tokens.verify(token)).toBeUndefined();
    const own = createAccessTokens('a test secret of enough length', clock);
    expect(await own.verify(token)).toBeDefined();
    expect(await own.verify(`${token.slice(0, -2)}xx`)).toBeUndefined();
  });
});
