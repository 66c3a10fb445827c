import type { BoardUpdate } from '@teamboard/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, httpScene, SCENE_PASSWORD, type HttpScene } from '../test/http-scene';
import { freePort, startServer, type RunningServer } from '../test/server-process';
import { recordUpdates, request, waitForUpdate } from '../test/socket-client';
import { freshPostgresDatabase } from '../test/test-database';
import { testPostgresUrl, testRedisUrl } from '../test/test-env';
import { proxied, startNginx, type RunningNginx } from './nginx-runner';

/**
 * deploy/nginx.conf as committed, run by a real nginx in front of two real server processes on
 * PostgreSQL and Redis: the API, the websocket upgrade to either process, a board change from
 * one process reaching a socket on the other, and the client address and request id the app
 * is told.
 */
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let nginx: RunningNginx;
const servers: { server: RunningServer; metricsPort: number }[] = [];
const sockets: Socket[] = [];
let scene: HttpScene;

beforeAll(async () => {
  database = await freshPostgresDatabase(testPostgresUrl);
  const [httpsPort, httpPort, ...ports] = await Promise.all(
    Array.from({ length: 6 }, () => freePort()),
  );
  const upstreams = ports.slice(0, 2) as [number, number];
  const metricsPorts = ports.slice(2, 4);
  const started = await Promise.all(
    upstreams.map((port, index) =>
      startServer(
        {
          DATABASE_URL: database.url,
          REDIS_URL: testRedisUrl,
          JWT_SECRET: 'a shared secret of the two processes, long enough',
          APP_URL: `https://127.0.0.1:${httpsPort}`,
          TRUST_PROXY: '1',
          METRICS_PORT: String(metricsPorts[index]),
        },
        port,
      ),
    ),
  );
  started.forEach((server, index) =>
    servers.push({ server, metricsPort: metricsPorts[index] ?? 0 }),
  );
  nginx = await startNginx({ https: httpsPort ?? 0, http: httpPort ?? 0, upstreams });
  scene = await httpScene(started[0]?.url ?? '', database.url, 1);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await nginx.stop();
  await Promise.all(servers.map(({ server }) => server.stop()));
  await database.drop();
});

/** A socket.io client of the app through nginx: a websocket from the start, as the web's. */
function socketThroughNginx(token: string): Promise<Socket> {
  const socket = io(nginx.url, {
    auth: { token },
    transports: ['websocket'],
    ca: nginx.ca,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The sockets connected to one process, from its own metrics port (never through nginx). */
async function socketsOn(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^teamboard_realtime_sockets (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

describe('deploy/nginx.conf in front of two server processes', () => {
  it('serves the API over HTTPS and redirects plain HTTP there', async () => {
    const health = await proxied(nginx, '/health');
    expect(health.status).toBe(200);
    const me = await proxied(nginx, '/api/me', {
      headers: { authorization: `Bearer ${scene.token}` },
    });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: scene.email } });

    const plain = await fetch(`${nginx.plainUrl}/boards`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://127.0.0.1/boards`);
  });

  it("passes the client's request id on, or gives one of nginx's", async () => {
    const given = await proxied(nginx, '/health', { headers: { 'x-request-id': 'deploy-1234' } });
    expect(given.headers['x-request-id']).toBe('deploy-1234');
    const made = await proxied(nginx, '/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("tells the app the client's address, not one the client wrote itself", async () => {
    const signedIn = await proxied(nginx, '/auth/login', {
      body: { email: scene.email, password: SCENE_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.9' },
      localAddress: '127.0.0.2',
    });
    expect(signedIn.status).toBe(200);
    const { access_token: token } = JSON.parse(signedIn.body) as { access_token: string };
    const activity = await proxied(nginx, '/api/me/activities', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { events } = JSON.parse(activity.body) as { events: { type: string; ip: string }[] };
    const addresses = events.filter((event) => event.type === 'sign_in').map(({ ip }) => ip);
    expect(addresses).toContain('127.0.0.2');
    expect(addresses).not.toContain('203.0.113.9');
  });

  it('keeps /metrics off the public address', async () => {
    expect((await proxied(nginx, '/metrics')).status).toBe(404);
  });

  it('takes a workspace import larger than any other body, and refuses that body elsewhere', async () => {
    const boundary = 'tb-nginx-import';
    // 60 MiB: over the 51m every other path takes, far under an import's 2 GiB.
    const upload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="export.zip"\r\n` +
          'content-type: application/zip\r\n\r\n',
      ),
      Buffer.alloc(60 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = {
      authorization: `Bearer ${scene.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    const imported = await proxied(nginx, '/api/workspaces/import', { body: upload, headers });
    // The app read it all and said what is wrong with it: not an export (nginx would say 413).
    expect(imported.status).toBe(400);
    expect(JSON.parse(imported.body) as { code: string }).toHaveProperty('code');

    const attached = await proxied(nginx, `/api/tasks/${scene.tasks[0]}/attachments`, {
      body: upload,
      headers,
    });
    expect(attached.status).toBe(413);
    expect(attached.body).toContain('nginx');
  });

  it('upgrades sockets to websockets on both processes, and brings them every board change', async () => {
    const opened: Socket[] = [];
    const counts = async () =>
      Promise.all(servers.map(({ metricsPort }) => socketsOn(metricsPort)));
    // Round robin: a few sockets reach both processes.
    while (opened.length < 6 && (await counts()).some((count) => count === 0)) {
      opened.push(await socketThroughNginx(scene.token));
    }
    expect((await counts()).every((count) => count > 0)).toBe(true);
    const received: BoardUpdate[][] = [];
    for (const socket of opened) {
      expect(socket.io.engine.transport.name).toBe('websocket');
      expect(await request(socket, 'join-board', { boardId: scene.boardId })).toEqual({ ok: true });
      received.push(recordUpdates(socket));
    }

    // A change through each process (directly, not through nginx) reaches every socket.
    for (const [index, { server }] of servers.entries()) {
      const title = `Changed through process ${index + 1}`;
      await callApi(server.url, `/api/tasks/${scene.tasks[0]}`, scene.token, { title }, 'PUT');
      for (const updates of received) {
        const update = await waitForUpdate(
          updates,
          (each) => each.type === 'TASK_UPDATED' && each.payload.task.title === title,
        );
        expect(update.boardId).toBe(scene.boardId);
      }
    }
  });
});
