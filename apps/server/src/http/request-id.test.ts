import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../test/factories';
import { connectSocket, request } from '../test/socket-client';
import { createTestApp, type TestApp } from '../test/test-app';

interface LogLine {
  msg?: string;
  requestId?: string;
  event?: string;
  statusCode?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const webRoot = mkdtempSync(path.join(tmpdir(), 'tb-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');

const lines: LogLine[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { webRoot, logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    { LOG_LEVEL: 'info' },
  );
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

describe('request ids', () => {
  it("keeps the caller's X-Request-Id, answers with it and logs the request under it", async () => {
    const id = 'proxy-7f3a.42:abc/DEF_1';
    const response = await get('/health', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toBe(id);
    expect(linesOf(id)).toMatchObject([{ msg: 'request', statusCode: 200 }]);
  });

  it('makes one up when there is none, a different one for every request', async () => {
    const first = (await get('/health')).headers['x-request-id'];
    const second = (await get('/health')).headers['x-request-id'];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(linesOf(String(first))).toMatchObject([{ msg: 'request' }]);
  });

  it('replaces one that is too long or not printable', async () => {
    for (const bad of ['x'.repeat(129), 'abc\u0001def', 'abc\tdef', 'é-accent']) {
      const response = await get('/health', { 'x-request-id': bad });
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(lines.some((line) => line.requestId === bad)).toBe(false);
    }
    const longest = 'y'.repeat(128);
    expect((await get('/health', { 'x-request-id': longest })).headers['x-request-id']).toBe(
      longest,
    );
  });

  it('is on every answer: 404s, errors, the web app, its files', async () => {
    const answers = [
      await get('/api/nothing-here', { 'x-request-id': 'not-found-1' }),
      await get('/api/me', { 'x-request-id': 'unauthorized-1' }),
      await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-request-id': 'bad-json-1', 'content-type': 'application/json' },
        payload: '{nope',
      }),
      await get('/acme/projects/1', { 'x-request-id': 'spa-1' }),
      await get('/robots.txt', { 'x-request-id': 'file-1' }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.headers['x-request-id']])).toEqual([
      [404, 'not-found-1'],
      [401, 'unauthorized-1'],
      [400, 'bad-json-1'],
      [200, 'spa-1'],
      [200, 'file-1'],
    ]);
  });

  // Last: the database is closed, so every request and socket event fails from here on.
  it("is in a failed request's error line and a failed socket event's or handshake's", async () => {
    const account = await verifiedUser(t.app);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connectSocket(url, account.access_token, {
      'x-request-id': 'socket-conn-1',
    });
    const unnamed = await connectSocket(url, account.access_token);
    try {
      await t.database.close();

      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-request-id': 'failing-1' },
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['x-request-id']).toBe('failing-1');
      expect(linesOf('failing-1').map((line) => line.msg)).toEqual(['request failed', 'request']);

      const boardId = '00000000-0000-4000-8000-000000000000';
      expect(await request(socket, 'join-board', { boardId })).toMatchObject({ ok: false });
      expect(await request(unnamed, 'join-board', { boardId })).toMatchObject({ ok: false });
      expect(linesOf('socket-conn-1')).toMatchObject([
        { msg: 'socket event failed', event: 'join-board' },
      ]);
      const failures = lines.filter((line) => line.msg === 'socket event failed');
      expect(failures).toHaveLength(2);
      expect(failures[1]?.requestId).toMatch(UUID);

      await expect(
        connectSocket(url, account.access_token, { 'x-request-id': 'handshake-1' }),
      ).rejects.toThrow('Unauthorized');
      expect(linesOf('handshake-1')).toMatchObject([{ msg: 'socket handshake failed' }]);
    } finally {
      socket.close();
      unnamed.close();
    }
  });
});
