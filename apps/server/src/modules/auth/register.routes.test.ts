import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { emailsTo, createTestApp, type TestApp } from '../../test/test-app';
import { newUser, registerUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/auth/register', payload: payload as object });

describe('POST /auth/register', () => {
  it('creates an unverified user, returns it without secrets and starts no session', async () => {
    const input = newUser({ name: 'Grace Hopper', email: 'Grace.Hopper@Example.COM' });
    const response = await register(input);

    expect(response.statusCode).toBe(201);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(['user']);
    expect(body.user).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace.hopper@example.com',
      emailVerified: false,
      onboarding: { teamSize: null },
      lastActiveWorkspaceURL: null,
    });
    expect(response.body).not.toMatch(/password|hash|token/i);
  });

  it('stores an argon2id hash, never the password', async () => {
    const input = newUser();
    await register(input);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(input.password);
  });

  it('queues a verification email linking to /signup/verify/{token}', async () => {
    const input = newUser();
    await register(input);
    const [email] = await emailsTo(t.app, input.email);
    expect(email?.subject).toBe('Verify your Teamboard email');
    expect(email?.textBody).toMatch(/http:\/\/teamboard\.test\/signup\/verify\/[A-Za-z0-9_-]{40,}/);
  });

  it('refuses an email already registered, whatever its case, and creates nothing', async () => {
    const input = newUser({ email: 'dup@example.com' });
    await register(input);
    const response = await register({ ...newUser(), email: 'DUP@example.com' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Email already registered',
      code: 'EMAIL_TAKEN',
    });
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, 'dup@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('derives a unique username from the name when none is given', async () => {
    const first = await registerUser(t.app, { name: 'Ada Lovelace' });
    const second = await registerUser(t.app, { name: 'Ada Lovelace' });
    expect(first.user.username).toBe('ada-lovelace');
    expect(second.user.username).toBe('ada-lovelace-2');
  });

  it('keeps a chosen username and refuses one already taken', async () => {
    const chosen = await registerUser(t.app, { username: 'linus' });
    expect(chosen.user.username).toBe('linus');
    const response = await register(newUser({ username: 'linus' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Username already taken',
      code: 'USERNAME_TAKEN',
    });
  });

  it('refuses bad input with every bad field in details', async () => {
    const response = await register({ name: ' ', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string; details: { field: string }[] }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((detail) => detail.field).sort()).toEqual([
      'email',
      'name',
      'password',
    ]);
  });

  it('requires at least 8 characters of password', async () => {
    const response = await register(newUser({ password: '1234567' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Password must be at least 8 characters' });
    const ok = await register(newUser({ password: '12345678' }));
    expect(ok.statusCode).toBe(201);
  });
});
