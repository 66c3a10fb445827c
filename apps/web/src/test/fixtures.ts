import type { Session, User } from '@teamboard/shared';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    emailVerified: true,
    lastActiveWorkspaceURL: null,
    onboarding: { teamSize: '2-5' },
    role: 'user',
    avatar: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildSession(user: User = buildUser(), suffix = '1'): Session {
  return { user, access_token: `access-${suffix}`, refresh_token: `refresh-${suffix}` };
}

/** Puts a session into local storage the way the app stores it. */
export function storeSession(session: Session): void {
  localStorage.setItem('auth_token', session.access_token);
  localStorage.setItem('refresh_token', session.refresh_token);
  localStorage.setItem('user', JSON.stringify(session.user));
}
