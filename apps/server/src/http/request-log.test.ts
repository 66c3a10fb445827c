import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../server-root';
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

/** A parameter whose value is a credential, by its name. */
const CREDENTIAL = /token|signature|secret|password/i;

type Call = [method: string, url: string, logged: string];

/**
 * Every address of the app carrying a credential, as the log must show it, found by the test
 * below in the API document and the web app's router: a new one fails it until it is listed
 * here, and it is listed once the log masks it.
 */
const API_CREDENTIAL_ROUTES = [
  'POST /auth/verify-email/{token}',
  'GET /auth/workspaces/invitations/{token}',
  'POST /api/workspaces/invitations/{token}/accept',
  'POST /api/workspaces/invitations/{token}/decline',
  'GET /api/boards/{id}/join/{token}',
  'GET /api/workspace-exports/{exportId}/download?signature={signature}',
];
const CREDENTIAL_PAGES = [
  'GET /signup/verify/{token}',
  'GET /reset-password/{token}',
  'GET /confirm-email/{token}',
  'GET /join/{token}',
];

interface LoggedRequest {
  msg?: string;
  method?: string;
  url?: string;
}

const UNCOUNTED = new Set(['/health', '/api/openapi.json']);

/**
 * The request lines logged so far, but the start-up health checks and the API document read by
 * a test, waiting (without a time limit of its own) for `count`.
 */
async function requestLines(count: number): Promise<LoggedRequest[]> {
  for (;;) {
    const lines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LoggedRequest)
      .filter((line) => line.msg === 'request' && !UNCOUNTED.has(line.url ?? ''));
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
      ['GET', (token) => `/confirm-email/${token}`, '/confirm-email/***'],
      [
        'GET',
        (token) => `/signup?email=ada%40example.com&invitation=${token}`,
        '/signup?email=ada%40example.com&invitation=***',
      ],
      [
        'GET',
        (token) => `/api/workspace-exports/${board}/download?expires=1&signature=${token}`,
        `/api/workspace-exports/${board}/download?expires=1&signature=***`,
      ],
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

  it('masks the credential of every API route and page that takes one in its address', async () => {
    const api = await apiCredentialRoutes();
    const pages = credentialPages();
    expect(api).toEqual(API_CREDENTIAL_ROUTES);
    expect(pages).toEqual(CREDENTIAL_PAGES);

    const before = (await requestLines(0)).length;
    const calls = [...api, ...pages].map(filledIn);
    for (const [method, url] of calls) await fetch(`${server.url}${url}`, { method });

    const lines = (await requestLines(before + calls.length)).slice(before);
    expect(lines.map(({ method, url }) => `${method} ${url}`)).toEqual(
      calls.map(([method, , logged]) => `${method} ${logged}`),
    );
  });
});

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
}

/**
 * Every API route taking a credential in its path or query string, from the server's own API
 * document: `METHOD /path/{name}?query={name}`.
 */
async function apiCredentialRoutes(): Promise<string[]> {
  const response = await fetch(`${server.url}/api/openapi.json`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const credentials = (operation.parameters ?? []).filter(({ name }) => CREDENTIAL.test(name));
      if (credentials.length === 0) return [];
      const query = credentials
        .filter((parameter) => parameter.in === 'query')
        .map(({ name }) => `${name}={${name}}`);
      return [`${method.toUpperCase()} ${route}${query.length ? `?${query.join('&')}` : ''}`];
    }),
  );
}

/**
 * Every page of the web app taking a credential in its path (`path: '…/:token'` in its
 * routers), as the end of an address (a nested route is relative): `GET /join/{token}`.
 */
function credentialPages(): string[] {
  const routers = path.join(SERVER_ROOT, '../web/src/app');
  const routes = readdirSync(routers)
    .filter((file) => file.endsWith('routes.tsx'))
    .flatMap((file) => [
      ...readFileSync(path.join(routers, file), 'utf8').matchAll(/path: '([^']+)'/g),
    ])
    .map(([, route = '']) => route.replace(/:(\w+)/g, '{$1}'))
    .filter((route) =>
      [...route.matchAll(/\{(\w+)\}/g)].some(([, name]) => CREDENTIAL.test(name ?? '')),
    );
  return [...new Set(routes)].map((route) => `GET /${route}`);
}

/**
 * A route's call: its `{name}` placeholders filled with a fresh secret for a credential (masked
 * in the log) and a uuid for anything else (kept).
 */
function filledIn(route: string): Call {
  const [method = '', address = ''] = route.split(' ');
  let url = address;
  let logged = address;
  for (const [placeholder, name = ''] of address.matchAll(/\{(\w+)\}/g)) {
    const credential = CREDENTIAL.test(name);
    const value = credential ? secret() : randomUUID();
    url = url.replace(placeholder, value);
    logged = logged.replace(placeholder, credential ? '***' : value);
  }
  return [method, url, logged];
}
