import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { User } from '@teamboard/shared';
import { API_KEYS_PER_USER } from '@teamboard/shared/api-key';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountEvents, apiKeys, workspaces } from '../../db/schema/index';
import { apiKeyCalls } from '../../test/api-key-calls';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';
import { bearer, verifiedUser } from '../../test/factories';
import { connectSocket, disconnection, request } from '../../test/socket-client';
import { createTestApp } from '../../test/test-app';
import { HOUR } from '../../test/test-clock';
import { createWorkspaceWithCast, type Account } from '../../test/workspace-fixture';

const scene = useBoardScene();
let keys: ReturnType<typeof apiKeyCalls>;
let board: TestBoard;
let other: { id: string; url: string };
let otherBoard: TestBoard;

beforeAll(async () => {
  keys = apiKeyCalls(scene.t);
  board = await scene.calls.newBoard('Keys');
  // A second workspace with the same people: what a restricted key must not see.
  other = await createWorkspaceWithCast(scene.t.app, scene.cast);
  const created = await scene.calls.inject(scene.cast.member, 'POST', '/api/boards', {
    workspaceId: other.id,
    title: 'Elsewhere',
  });
  otherBoard = { id: created.json<{ board: { _id: string } }>().board._id, columns: [] };
});

const get = (account: Account, url: string) => scene.calls.inject(account, 'GET', url);
const eventTypes = async (userId: string) =>
  (
    await scene.t.app.ctx.db
      .select({ type: accountEvents.type, ip: accountEvents.ip, data: accountEvents.data })
      .from(accountEvents)
      .where(eq(accountEvents.userId, userId))
  ).map((event) => event.type);

describe('creating, listing and revoking keys', () => {
  it('shows the secret once, keeps only its hash, and revokes it at once', async () => {
    const { cast } = scene;
    const { key, secret } = await keys.create(cast.member, { name: 'CI', scope: 'read' });
    expect(secret).toMatch(/^tb_[0-9A-Za-z]{43}$/);
    expect(key).toMatchObject({
      name: 'CI',
      scope: 'read',
      prefix: secret.slice(0, 11),
      workspace: null,
      lastUsedAt: null,
      expiresAt: null,
    });
    const listed = await keys.list(cast.member);
    expect(listed).toContainEqual(key);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(11));

    const [row] = await scene.t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key._id));
    expect(row?.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(11));

    const me = await get(keys.asKey(cast.member, secret), '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { _id: string } }>().user._id).toBe(cast.member.user._id);
    const used = (await keys.list(cast.member)).find((each) => each._id === key._id);
    expect(used?.lastUsedAt).not.toBeNull();
    expect(used?.lastUsedIp).toBe('127.0.0.1');

    expect((await keys.revoke(cast.admin, key._id)).statusCode).toBe(404);
    expect((await keys.revoke(cast.member, key._id)).statusCode).toBe(200);
    expect((await get(keys.asKey(cast.member, secret), '/api/me')).statusCode).toBe(401);
    expect((await keys.list(cast.member)).map((each) => each._id)).not.toContain(key._id);
    expect((await keys.revoke(cast.member, key._id)).statusCode).toBe(404);

    const types = await eventTypes(cast.member.user._id);
    expect(types).toEqual(expect.arrayContaining(['api_key_created', 'api_key_used']));
    expect(types).toContain('api_key_revoked');
  });

  it('refuses a bad request and creates nothing', async () => {
    const { cast } = scene;
    const before = (await keys.list(cast.member)).length;
    const outsiders = await scene.calls.inject(cast.outsider, 'POST', '/api/workspaces', {
      name: 'Not yours',
      url: `not-yours-${Date.now()}`,
    });
    const foreign = outsiders.json<{ workspace: { _id: string } }>().workspace._id;
    const cases: [object, number][] = [
      [{ name: '', scope: 'read' }, 400],
      [{ name: 'x', scope: 'admin' }, 400],
      [{ name: 'x', scope: 'read', expiresAt: '2020-01-01T00:00:00Z' }, 400],
      [{ name: 'x', scope: 'read', userId: cast.owner.user._id }, 400],
      [{ name: 'x', scope: 'read', workspaceId: foreign }, 404],
    ];
    for (const [payload, status] of cases) {
      const response = await scene.calls.inject(cast.member, 'POST', '/api/me/api-keys', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json<{ code: string }>().code).toBeTruthy();
    }
    expect(await keys.list(cast.member)).toHaveLength(before);
  });

  it(`holds at most ${API_KEYS_PER_USER} active keys a person`, async () => {
    const { cast } = scene;
    const made = [];
    for (let i = 0; i < API_KEYS_PER_USER; i++) {
      made.push(await keys.create(cast.client, { name: `Key ${i}`, scope: 'read' }));
    }
    const over = await scene.calls.inject(cast.client, 'POST', '/api/me/api-keys', {
      name: 'One more',
      scope: 'read',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain(`${API_KEYS_PER_USER}`);
    await keys.revoke(cast.client, made[0]!.key._id);
    await keys.create(cast.client, { name: 'One more', scope: 'read' });
  });

  it('lets no key manage keys, read the account’s security record or change the password', async () => {
    const { cast } = scene;
    const { key, secret } = await keys.create(cast.member, { name: 'Writer', scope: 'write' });
    const asKey = keys.asKey(cast.member, secret);
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/me/api-keys'],
      ['POST', '/api/me/api-keys', { name: 'Spawn', scope: 'write' }],
      ['DELETE', `/api/me/api-keys/${key._id}`],
      ['GET', '/api/me/activities'],
      ['GET', '/api/me/sessions'],
      [
        'PUT',
        '/api/me/password',
        { currentPassword: cast.member.password, newPassword: 'x'.repeat(12) },
      ],
    ];
    for (const [method, url, body] of calls) {
      const response = await scene.calls.inject(asKey, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get(asKey, '/api/me')).statusCode).toBe(200);
  });
});

describe('a key restricted to one workspace', () => {
  it('sees that workspace and nothing of the others', async () => {
    const { cast, workspace } = scene;
    const { secret } = await keys.create(cast.member, {
      name: 'One workspace',
      scope: 'write',
      workspaceId: workspace.id,
    });
    const asKey = keys.asKey(cast.member, secret);
    expect((await get(asKey, `/api/workspaces/${workspace.id}`)).statusCode).toBe(200);
    expect((await get(asKey, `/api/boards/${board.id}`)).statusCode).toBe(200);
    expect((await get(asKey, `/api/workspaces/${other.id}`)).statusCode).toBe(404);
    expect((await get(asKey, `/api/boards/${otherBoard.id}`)).statusCode).toBe(404);
    expect((await get(asKey, `/api/boards/${otherBoard.id}/columns`)).statusCode).toBe(404);
    const elsewhere = await scene.calls.inject(asKey, 'POST', '/api/boards', {
      workspaceId: other.id,
      title: 'Sneaky',
    });
    expect(elsewhere.statusCode).toBe(404);
    for (const url of ['/api/workspaces', '/api/notifications', '/api/me/dashboard']) {
      expect((await get(asKey, url)).statusCode, url).toBe(403);
    }
    expect((await get(cast.member, `/api/workspaces/${other.id}`)).statusCode).toBe(200);
  });

  it('learns of no other workspace through the access check or the account', async () => {
    const { cast, workspace } = scene;
    const { secret } = await keys.create(cast.member, {
      name: 'Nosy',
      scope: 'read',
      workspaceId: workspace.id,
    });
    const asKey = keys.asKey(cast.member, secret);
    const access = (ref: string) => get(asKey, `/api/workspaces/${ref}/access`);
    expect((await access(workspace.id)).json()).toEqual({ status: 'allowed' });
    for (const ref of [other.id, other.url, 'no-such-workspace']) {
      expect((await access(ref)).statusCode, ref).toBe(404);
    }

    const lastActive = async (account: Account, url?: string) => {
      if (url) {
        const payload = { workspaceURL: url };
        await scene.calls.inject(cast.member, 'PUT', '/api/me/last-active-workspace', payload);
      }
      return (await get(account, '/api/me')).json<{ user: User }>().user.lastActiveWorkspaceURL;
    };
    expect(await lastActive(cast.member, other.url)).toBe(other.url);
    expect(await lastActive(asKey)).toBeNull();
    const { url } = (await get(cast.member, `/api/workspaces/${workspace.id}`)).json<{
      workspace: { url: string };
    }>().workspace;
    expect(await lastActive(asKey, url)).toBe(url);
  });

  it('is refused by a workspace whose settings refuse API keys', async () => {
    const { cast, workspace } = scene;
    const { db } = scene.t.app.ctx;
    const { secret } = await keys.create(cast.member, { name: 'Everywhere', scope: 'read' });
    await db.update(workspaces).set({ apiKeysAllowed: false }).where(eq(workspaces.id, other.id));
    try {
      const asKey = keys.asKey(cast.member, secret);
      expect((await get(asKey, `/api/workspaces/${other.id}`)).statusCode).toBe(404);
      expect((await get(asKey, `/api/boards/${otherBoard.id}`)).statusCode).toBe(404);
      expect((await get(asKey, `/api/workspaces/${other.id}/access`)).statusCode).toBe(404);
      expect((await get(asKey, `/api/workspaces/${workspace.id}`)).statusCode).toBe(200);
      const listed = (await get(asKey, '/api/workspaces')).json<{
        myWorkspaces: { _id: string }[];
      }>();
      expect(listed.myWorkspaces.map((each) => each._id)).toEqual([workspace.id]);
      const restricted = await scene.calls.inject(cast.member, 'POST', '/api/me/api-keys', {
        name: 'There',
        scope: 'read',
        workspaceId: other.id,
      });
      expect(restricted.statusCode).toBe(403);
    } finally {
      await db.update(workspaces).set({ apiKeysAllowed: true }).where(eq(workspaces.id, other.id));
    }
  });
});

describe('a key on a socket', () => {
  it('opens a socket, joins what it reaches, and is closed the moment it is revoked', async () => {
    const { cast } = scene;
    const url = await scene.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { key, secret } = await keys.create(cast.member, {
      name: 'Live',
      scope: 'read',
      workspaceId: scene.workspace.id,
    });
    const socket = await connectSocket(url, secret);
    try {
      expect(await request(socket, 'join-board', { boardId: board.id })).toEqual({ ok: true });
      const refused = await request(socket, 'join-board', { boardId: otherBoard.id });
      expect(refused).toMatchObject({ ok: false });
      expect(await request(socket, 'join-notifications', {})).toMatchObject({ ok: false });
      const closed = disconnection(socket);
      expect((await keys.revoke(cast.member, key._id)).statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
      await expect(connectSocket(url, secret)).rejects.toThrow('Unauthorized');
    } finally {
      socket.close();
    }
  });
});

describe('an expiring key', () => {
  it('stops working when it expires', async () => {
    // An app of its own: its clock moves past every session of the shared scene.
    const t = await createTestApp();
    try {
      const owner = await verifiedUser(t.app);
      const expiresAt = new Date(t.clock.now().getTime() + HOUR).toISOString();
      const { secret } = await apiKeyCalls(t).create(owner, {
        name: 'Brief',
        scope: 'read',
        expiresAt,
      });
      const call = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${secret}` },
        });
      expect((await call()).statusCode).toBe(200);
      t.clock.advance(2 * HOUR);
      expect((await call()).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('the key budget', () => {
  it('answers 429 with Retry-After past the limit, for that key alone', async () => {
    const t = await createTestApp({ apiKeyLimit: { max: 3, timeWindow: '1 minute' } });
    try {
      const owner = await verifiedUser(t.app);
      const own = apiKeyCalls(t);
      const first = await own.create(owner, { name: 'Busy', scope: 'read' });
      const second = await own.create(owner, { name: 'Quiet', scope: 'read' });
      const call = (secret: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${secret}` },
        });
      for (let i = 0; i < 3; i++) expect((await call(first.secret)).statusCode).toBe(200);
      const limited = await call(first.secret);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json<{ message: string }>().message).toMatch(/Too many attempts/);
      expect((await call(second.secret)).statusCode).toBe(200);
      const signedIn = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer(owner),
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the secret in the logs', () => {
  it('is never written, neither on creation nor on use', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({ logStream }, { LOG_LEVEL: 'trace' });
    try {
      const owner = await verifiedUser(t.app);
      const { secret } = await apiKeyCalls(t).create(owner, { name: 'Quiet', scope: 'read' });
      await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${secret}` },
      });
      await t.app.inject({ method: 'GET', url: `/api/me?token=${secret}` });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('')).not.toContain(secret.slice(3));
    } finally {
      await t.close();
    }
  });
});

describe('account activity of a key', () => {
  it('records its first use with the address', async () => {
    const { cast } = scene;
    const { key, secret } = await keys.create(cast.manager, { name: 'Audit', scope: 'read' });
    await get(keys.asKey(cast.manager, secret), '/api/me');
    await get(keys.asKey(cast.manager, secret), '/api/me');
    const rows = await scene.t.app.ctx.db
      .select()
      .from(accountEvents)
      .where(
        and(
          eq(accountEvents.userId, cast.manager.user._id),
          eq(accountEvents.type, 'api_key_used'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', data: { keyId: key._id, name: 'Audit' } });
  });
});
