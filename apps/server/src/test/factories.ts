import { randomBytes } from 'node:crypto';
import type { Session, User } from '@teamboard/shared';
import type { App } from '../app';
import { linkTokenFromEmail } from './test-app';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  username?: string;
}

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Test User ${id}`,
    email: `user-${id}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Registers through the API; the account is not verified yet. */
export async function registerUser(
  app: App,
  overrides: Partial<NewUser> = {},
): Promise<NewUser & { user: User }> {
  const input = newUser(overrides);
  const response = await app.inject({ method: 'POST', url: '/auth/register', payload: input });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...input, user: response.json<{ user: User }>().user };
}

/** Registers and follows the emailed verification link: a signed-in, verified user. */
export async function verifiedUser(
  app: App,
  overrides: Partial<NewUser> = {},
): Promise<NewUser & Session> {
  const registered = await registerUser(app, overrides);
  const token = await linkTokenFromEmail(app, registered.email, '/signup/verify');
  const response = await app.inject({ method: 'POST', url: `/auth/verify-email/${token}` });
  if (response.statusCode !== 200)
    throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  return { ...registered, ...response.json<Session>() };
}

export function bearer(session: Pick<Session, 'access_token'>): Record<string, string> {
  return { authorization: `Bearer ${session.access_token}` };
}

/** Signs an account in again: a new session, as after its access token expired. */
export async function signIn<T extends NewUser>(app: App, account: T): Promise<T & Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: account.email, password: account.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { ...account, ...response.json<Session>() };
}
