import type { UIMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/fixtures';
import {
  decideAccess,
  notificationToastsSuppressed,
  routeAccess,
  routeGuestLink,
} from './route-access';

function match(handle: unknown): UIMatch {
  return { id: 'r', pathname: '/', params: {}, loaderData: undefined, handle } as UIMatch;
}

const guest = { status: 'unauthenticated', user: null, endReason: null } as const;
const member = { status: 'authenticated', user: buildUser(), endReason: null } as const;

describe('routeAccess', () => {
  it('reads the deepest declared access and defaults to private', () => {
    expect(routeAccess([match(undefined), match({ access: 'public' })])).toBe('public');
    expect(routeAccess([match({ access: 'public' }), match({ access: 'unchecked' })])).toBe(
      'unchecked',
    );
    expect(routeAccess([match(undefined)])).toBe('private');
  });

  it('refuses an unknown access level', () => {
    expect(() => routeAccess([match({ access: 'admins-only' })])).toThrow('Unknown route access');
  });

  it('knows where notification toasts are suppressed', () => {
    expect(notificationToastsSuppressed([match({ suppressNotificationToasts: true })])).toBe(true);
    expect(notificationToastsSuppressed([match({ access: 'public' })])).toBe(false);
  });
});

describe('decideAccess', () => {
  it('never remembers the root path, nor anything after a logout or an expiry', () => {
    expect(decideAccess({ ...guest, access: 'private', path: '/' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(
      decideAccess({ ...guest, endReason: 'logout', access: 'private', path: '/dashboard' }),
    ).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess({ ...guest, access: 'private', path: '/dashboard?a=1' })).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberPath: '/dashboard?a=1',
    });
  });

  it('skips every check on unchecked routes and waits while the session is pending', () => {
    expect(
      decideAccess({ ...guest, status: 'pending', access: 'unchecked', path: '/join/x' }),
    ).toEqual({
      kind: 'render',
    });
    expect(decideAccess({ ...guest, status: 'pending', access: 'public', path: '/login' })).toEqual(
      {
        kind: 'wait',
      },
    );
  });

  it('keeps the verification link open to signed-in users but not the other public routes', () => {
    expect(decideAccess({ ...member, access: 'public-always', path: '/signup/verify/t' })).toEqual({
      kind: 'render',
    });
    expect(decideAccess({ ...member, access: 'public', path: '/signup' })).toEqual({
      kind: 'redirect',
      to: '/workspaces',
    });
  });

  it("sends a guest with a route's signed link to its public page, everyone else as before", () => {
    const guestLink = routeGuestLink([
      match(undefined),
      match({ guestLink: { param: 'token', to: '/notifications/unsubscribe' } }),
    ]);
    expect(guestLink).toEqual({ param: 'token', to: '/notifications/unsubscribe' });
    const path = '/account/notifications?unsubscribe=mention&token=t';
    expect(decideAccess({ ...guest, access: 'private', path, guestLink })).toEqual({
      kind: 'redirect',
      to: '/notifications/unsubscribe?unsubscribe=mention&token=t',
    });
    expect(decideAccess({ ...member, access: 'private', path, guestLink })).toEqual({
      kind: 'render',
    });
    expect(
      decideAccess({ ...guest, access: 'private', path: '/account/notifications', guestLink }),
    ).toEqual({ kind: 'redirect', to: '/login', rememberPath: '/account/notifications' });
  });
});
