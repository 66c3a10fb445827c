import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MINUTE } from '../../test/test-clock';
import { registerUser, verifiedUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ipRateLimits: { login: { max: 40, timeWindow: '1 minute' } } });
});
afterAll(async () => {
  await t.close();
});

const login = (payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload, remoteAddress });

describe('POST /auth/login', () => {
  it('signs a verified user in with an access and a refresh token', async () => {
    const account = await verifiedUser(t.app);
    const response = await login({
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token', 'user']);
    expect(body.user).toMatchObject({ email: account.email, emailVerified: true });
    expect(response.body).not.toMatch(/password/i);
  });

  it('gives an unverified user their user with emailVerified false and no tokens', async () => {
    const account = await registerUser(t.app);
    const response = await login({ email: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ emailVerified: false }) as unknown,
    });
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const account = await verifiedUser(t.app);
    const wrongPassword = await login({ email: account.email, password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('locks an account after 10 failures only for the address they come from', async () => {
    const account = await verifiedUser(t.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login({ email: account.email, password: 'guess' }, '10.1.0.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ email: account.email, password: account.password }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json<{ message: string }>().message).toMatch(
      /Too many attempts\. Please try again in \d+ minutes?\./,
    );
    expect(blocked.headers['retry-after']).toBeDefined();

    const owner = await login({ email: account.email, password: account.password }, '10.2.0.1');
    expect(owner.statusCode).toBe(200);

    t.clock.advance(16 * MINUTE);
    const afterWindow = await login(
      { email: account.email, password: account.password },
      '10.1.0.1',
    );
    expect(afterWindow.statusCode).toBe(200);
  });

  it('slows down, without blocking the owner, an account failing from many addresses', async () => {
    const account = await verifiedUser(t.app);
    const guess = (address: string) => login({ email: account.email, password: 'guess' }, address);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await guess(`10.4.0.${attempt}`)).statusCode).toBe(401);
    }
    const again = await guess('10.4.0.0');
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toMatch(/try again in \d+ seconds/);
    t.clock.advance(MINUTE);
    expect((await guess('10.4.0.0')).statusCode).toBe(401);
    expect((await guess('10.4.0.0')).statusCode).toBe(429);

    const owner = await login({ email: account.email, password: account.password }, '10.5.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const account = await verifiedUser(t.app);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await login({ email: account.email, password: 'guess' }, '10.3.0.1');
    }
    expect(
      (await login({ email: account.email, password: account.password }, '10.3.0.1')).statusCode,
    ).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await login({ email: account.email, password: 'guess' }, '10.3.0.1');
    }
    expect(
      (await login({ email: account.email, password: account.password }, '10.3.0.1')).statusCode,
    ).toBe(200);
  });

  it('rate limits one client address without blocking others', async () => {
    const account = await verifiedUser(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 41; attempt += 1) {
      statuses.push(
        (await login({ email: account.email, password: account.password }, '10.9.9.9')).statusCode,
      );
    }
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    const elsewhere = await login(
      { email: account.email, password: account.password },
      '10.9.9.10',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For when TRUST_PROXY is off', async () => {
    const account = await verifiedUser(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 41; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: account.email, password: account.password },
        remoteAddress: '10.8.8.8',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[40]).toBe(429);
  });

  it('refuses a malformed body with 400', async () => {
    const response = await login({ email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
