import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Attachment } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { SERVER_ROOT } from '../server-root';
import { attachmentCalls, samplePng } from '../test/attachment-calls';
import { boardCalls } from '../test/board-fixture';
import { backupInstance, type BackupInstance } from '../test/backup-instance';
import { bearer, signIn, verifiedUser } from '../test/factories';
import { startLocalS3 } from '../test/local-s3';
import { createTestApp, type TestApp } from '../test/test-app';
import { TINY_PNG, type Account } from '../test/workspace-fixture';
import * as tar from 'tar';
import { BackupError, type BackupManifest } from './backup-archive';
import { shippedMigrations } from './migration-level';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

/** Runs on the run's database: the embedded one, or PostgreSQL with TEST_DATABASE_URL. */

/** Each test dumps and restores whole databases: seconds each, more on a busy machine. */
const SLOW = { timeout: 60_000 };

const folder = mkdtempSync(path.join(tmpdir(), 'tb-backups-'));
const backupFile = path.join(folder, 'teamboard.tar.gz');
const instances: BackupInstance[] = [];
let source: BackupInstance;
let png: Buffer;
/** What populate put in the source instance. */
let populated: Populated;
let manifest: BackupManifest;

async function newInstance(env: Record<string, string> = {}): Promise<BackupInstance> {
  const instance = await backupInstance(env);
  instances.push(instance);
  return instance;
}

/** The instance's database opened by a test server on its settings. */
async function serverOn(instance: BackupInstance): Promise<TestApp> {
  return createTestApp({ database: await instance.open() }, instance.env);
}

interface Populated {
  owner: Account;
  workspaceId: string;
  logo: string;
  attached: Attachment;
}

/**
 * A user, a workspace with a logo, a board with two tasks, a comment and an image attached:
 * through the API.
 */
async function populate(instance: BackupInstance): Promise<Populated> {
  const t = await serverOn(instance);
  try {
    const owner = await verifiedUser(t.app, { name: 'Backed Up' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces',
      headers: bearer(owner),
      payload: { name: 'Kept safe', url: `kept-${process.pid}` },
    });
    const workspaceId = created.json<{ workspace: { _id: string } }>().workspace._id;
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspaceId}/logo`,
      headers: { ...bearer(owner), 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    const logo = uploaded.json<{ workspace: { logo: string } }>().workspace.logo;
    const calls = boardCalls(t, workspaceId, owner);
    const board = await calls.newBoard('Backups');
    const task = await calls.newTask(board, { title: 'Write the backup' });
    await calls.newTask(board, { title: 'Restore it' }, board.columns[1]);
    const comment = await calls.inject(owner, 'POST', `/api/tasks/${task._id}/comments`, {
      content: 'Round trip, row for row',
    });
    expect(comment.statusCode).toBe(201);
    const attached = await attachmentCalls(t, calls, owner).attach(task._id, 'plan.png', png);
    return { owner, workspaceId, logo, attached };
  } finally {
    await t.close();
  }
}

const dumpName = (kind: BackupManifest['database']) =>
  kind === 'pglite' ? 'pglite.tar' : 'postgres.dump';

async function expectRefused(attempt: Promise<unknown>, message: RegExp): Promise<void> {
  await expect(attempt).rejects.toThrow(BackupError);
  await expect(attempt).rejects.toThrow(message);
}

beforeAll(async () => {
  png = await samplePng();
  source = await newInstance();
  populated = await populate(source);
  manifest = await writeBackup(source.config, backupFile);
});

afterAll(async () => {
  for (const instance of instances) await instance.remove();
  await rm(folder, { recursive: true, force: true });
});

describe('backup and restore', SLOW, () => {
  it('describes the backup in its manifest: the database kind and its migration level', async () => {
    const shipped = await shippedMigrations();
    expect(manifest).toMatchObject({
      format: 'teamboard-backup',
      formatVersion: 1,
      database: source.config.databaseUrl ? 'postgres' : 'pglite',
      migrations: { applied: shipped.length, latest: shipped.at(-1)?.tag },
    });
  });

  it('restores every table row for row and every uploaded and attached file byte for byte', async () => {
    const target = await newInstance();
    await restoreBackup(target.config, backupFile);
    const restored = await target.rows();
    expect(restored).toEqual(await source.rows());
    expect(Object.keys(restored)).toContain('drizzle.__drizzle_migrations');
    expect(restored['public.comments']).toHaveLength(1);
    expect(restored['public.tasks']).toHaveLength(2);
    const files = await target.files();
    expect(files).toEqual(await source.files());
    const { workspaceId, attached, logo } = populated;
    const stored = path.join('attachments', workspaceId, attached._id);
    expect(Object.keys(files).sort()).toEqual([
      stored,
      `${stored}.thumb.webp`,
      path.join('uploads', ...logo.split('/').slice(2)),
    ]);
  });

  it('gives a restored instance the server starts on: the same people, sessions, logo and files', async () => {
    const target = await newInstance();
    await restoreBackup(target.config, backupFile);
    const t = await serverOn(target);
    try {
      const { owner, logo, attached } = populated;
      const session = await signIn(t.app, owner);
      const workspaces = await t.app.inject({
        method: 'GET',
        url: '/api/workspaces',
        headers: bearer(session),
      });
      expect(workspaces.body).toContain('Kept safe');
      const image = await t.app.inject({ method: 'GET', url: logo });
      expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
      const download = await t.app.inject({
        method: 'GET',
        url: attached.url,
        headers: bearer(session),
      });
      expect(download.rawPayload.equals(png)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('brings a backup of an older version up to date: the newer server applies its migrations', async () => {
    const shipped = await shippedMigrations();
    const older = await newInstance();
    await older.migrateTo(shipped.length - 1);
    await older.run(
      "insert into users (name, username, email) values ('From before', 'before', 'before@example.com')",
    );
    const olderFile = path.join(folder, 'older.tar.gz');
    const olderManifest = await writeBackup(older.config, olderFile);
    expect(olderManifest.migrations).toEqual({
      applied: shipped.length - 1,
      latest: shipped.at(-2)?.tag,
    });

    const target = await newInstance();
    await restoreBackup(target.config, olderFile);
    const database = await target.open();
    await database.close();
    const upgraded = await target.rows();
    expect(upgraded['drizzle.__drizzle_migrations']).toHaveLength(shipped.length);
    expect(upgraded['public.users']?.join()).toContain('before@example.com');
    // Every table of the current version, as on an instance that started on it.
    expect(Object.keys(upgraded)).toEqual(Object.keys(await source.rows()));
  });

  it('refuses a target that is not empty and changes nothing in it', async () => {
    const target = await newInstance();
    await populate(target);
    const [rows, files] = [await target.rows(), await target.files()];
    await expectRefused(restoreBackup(target.config, backupFile), /not empty|has \d+ tables/);
    expect(await target.rows()).toEqual(rows);
    expect(await target.files()).toEqual(files);
  });

  it('refuses a damaged backup and a file that is no backup, writing nothing', async () => {
    const target = await newInstance();
    const damaged = Buffer.from(await readFile(backupFile));
    const middle = Math.floor(damaged.length / 2);
    damaged[middle] = (damaged[middle] ?? 0) ^ 0xff;
    const cases: [string, Buffer, RegExp][] = [
      ['damaged.tar.gz', damaged, /damaged/],
      ['notes.txt', Buffer.from('just some notes'), /not a Teamboard backup/],
      ['other.tar.gz', gzipSync(Buffer.alloc(2048, 7)), /not a Teamboard backup/],
    ];
    for (const [name, content, message] of cases) {
      const file = path.join(folder, name);
      await writeFile(file, content);
      await expectRefused(restoreBackup(target.config, file), message);
    }
    expect(existsSync(target.config.dataDir)).toBe(false);
    if (target.config.databaseUrl) expect(await target.rows()).toEqual({});
  });

  it('refuses a backup of a later format, a newer Teamboard or the other kind of database', async () => {
    const target = await newInstance();
    // Unpacked once; each case rewrites manifest.json and packs the folder again.
    const unpacked = await mkdtemp(path.join(folder, 'unpacked-'));
    await tar.x({ file: backupFile, cwd: unpacked, strict: true });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const original = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    const shipped = await shippedMigrations();
    const otherKind = original.database === 'pglite' ? 'postgres' : 'pglite';
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ formatVersion: 2 }, /format version 2/],
      [{ migrations: { applied: shipped.length + 1, latest: 'later' } }, /newer Teamboard/],
      [{ database: otherKind }, /same kind of database/],
    ];
    for (const [change, message] of cases) {
      const file = path.join(folder, 'altered.tar.gz');
      const altered = { ...original, ...change } as BackupManifest;
      await writeFile(manifestFile, JSON.stringify(altered));
      // The dump is named for the database kind its manifest gives.
      const dump = path.join(unpacked, 'database', dumpName(altered.database));
      const [current] = await readdir(path.join(unpacked, 'database'));
      await rename(path.join(unpacked, 'database', current ?? ''), dump);
      await tar.c({ gzip: true, file, cwd: unpacked, portable: true }, [
        'manifest.json',
        'database',
        'uploads',
      ]);
      await expectRefused(restoreBackup(target.config, file), message);
    }
    expect(existsSync(target.config.dataDir)).toBe(false);
  });

  it('exits with code 1 and says why when `npm run restore` is refused', () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: source.config.dataDir,
      DATABASE_URL: source.config.databaseUrl ?? '',
    };
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_ROOT, 'src/backup/restore.ts'), backupFile],
      { env, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/not empty|has \d+ tables/);
  });
});

describe('backup of the embedded database', () => {
  it('refuses while a server has the data folder open', async () => {
    const dataDir = path.join(folder, 'in-use');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const file = path.join(folder, 'in-use.tar.gz');
      await expectRefused(writeBackup(config, file), /in use: stop the server first/);
      expect(existsSync(file)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe(
  'backup and restore with attached files on S3-compatible storage (STORAGE=s3)',
  SLOW,
  () => {
    let s3: Awaited<ReturnType<typeof startLocalS3>>;
    beforeAll(async () => {
      s3 = await startLocalS3();
    });
    afterAll(async () => {
      await s3.close();
    });

    it('puts the files of a backup made on local disk into the bucket, under their keys', async () => {
      const target = await newInstance(s3.env);
      await restoreBackup(target.config, backupFile);
      const { owner, workspaceId, attached } = populated;
      const key = `attachments/${workspaceId}/${attached._id}`;
      expect(await s3.keys()).toEqual([key, `${key}.thumb.webp`]);
      expect(Object.keys(await target.files()).filter((name) => name.startsWith('attach'))).toEqual(
        [],
      );
      const t = await serverOn(target);
      try {
        const session = await signIn(t.app, owner);
        const download = await t.app.inject({
          method: 'GET',
          url: attached.url,
          headers: bearer(session),
        });
        const bytes = await fetch(download.headers.location ?? '');
        expect(Buffer.from(await bytes.arrayBuffer()).equals(png)).toBe(true);
      } finally {
        await t.close();
      }
    });

    it('leaves the bucket out of a backup made on it, and says so in the manifest', async () => {
      const instance = await newInstance(s3.env);
      await populate(instance);
      const file = path.join(folder, 'on-s3.tar.gz');
      expect(await writeBackup(instance.config, file)).toMatchObject({ fileStorage: 's3' });
      const names: string[] = [];
      await tar.t({ file, onReadEntry: (entry) => names.push(entry.path) });
      expect(names.filter((name) => name.startsWith('attach'))).toEqual([]);
      expect(names).toContain('uploads/');

      const target = await newInstance(s3.env);
      await restoreBackup(target.config, file);
      expect(await target.rows()).toEqual(await instance.rows());
    });
  },
);
