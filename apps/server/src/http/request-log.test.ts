import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../test/server-process';

let server: RunningServer;
let log = '';

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' }, undefined, (text) => (log += text));
});
afterAll(async () => {
  await server.stop();
});

const secret = () => randomBytes(32).toString('base64url');

interface LoggedRequest {
  msg?: string;
  method?: string;
  url?: string;
}

/**
 * The request lines logged so far, but the start-up health checks, waiting (without a time
 * limit of its own) for `count`.
 */
async function requestLines(count: number): Promise<LoggedRequest[]> {
  for (;;) {
    const lines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LoggedRequest)
      .filter((line) => line.msg === 'request' && line.url !== '/health');
    if (lines.length >= count) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the request log', () => {
  it('masks every token in a path or query string, and keeps the rest of the address', async () => {
    const board = randomUUID();
    const calls: [method: string, url: (token: string) => string, logged: string][] = [
      ['GET', (token) => `/join/${token}`, '/join/***'],
      [
        'GET',
        (token) => `/acme/projects/${board}/join/${token}`,
        `/acme/projects/${board}/join/***`,
      ],
      ['GET', (token) => `/projects/${board}/join/${token}`, `/projects/${board}/join/***`],
      ['GET', (token) => `/signup/verify/${token}`, '/signup/verify/***'],
      ['GET', (token) => `/reset-password/${token}?next=%2F`, '/reset-password/***?next=%2F'],
      ['POST', (token) => `/auth/verify-email/${token}`, '/auth/verify-email/***'],
      ['GET', (token) => `/api/boards/${board}/join/${token}`, `/api/boards/${board}/join/***`],
      [
        'GET',
        (token) => `/auth/workspaces/invitations/${token}`,
        '/auth/workspaces/invitations/***',
      ],
      [
        'POST',
        (token) => `/api/workspaces/invitations/${token}/accept`,
        '/api/workspaces/invitations/***/accept',
      ],
      [
        'POST',
        (token) => `/api/workspaces/invitations/${token}/decline`,
        '/api/workspaces/invitations/***/decline',
      ],
      [
        'GET',
        (token) => `/oauth/google/callback?code=${token}&state=${token}x&scope=openid`,
        '/oauth/google/callback?code=***&state=***&scope=openid',
      ],
      ['GET', (token) => `/login?token=${token}`, '/login?token=***'],
    ];
    const tokens: string[] = [];
    for (const [method, url] of calls) {
      const token = secret();
      tokens.push(token);
      await fetch(`${server.url}${url(token)}`, { method });
    }

    const lines = await requestLines(calls.length);
    expect(lines.map(({ method, url }) => `${method} ${url}`)).toEqual(
      calls.map(([method, , logged]) => `${method} ${logged}`),
    );
    expect(tokens.filter((token) => log.includes(token))).toEqual([]);
  });
});
