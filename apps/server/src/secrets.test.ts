import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { bearer, verifiedUser } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { createTestDatabase } from './test/test-database';

/** Apps sharing one database, each with its own DATA_DIR and no JWT_SECRET unless given. */
let database: DatabaseHandle | undefined;
const running: TestApp[] = [];
afterEach(async () => {
  for (const t of running.splice(0)) await t.app.close();
  await database?.close();
  database = undefined;
});

async function appOn(shared: DatabaseHandle, env: Record<string, string> = {}) {
  const t = await createTestApp({ database: shared }, env);
  running.push(t);
  return t.app;
}

const meStatus = async (app: TestApp['app'], accessToken: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer({ access_token: accessToken }),
    })
  ).statusCode;

describe('generated JWT secret', () => {
  it('is shared through the database by processes starting together', async () => {
    database = await createTestDatabase();
    const shared = database;
    const [first, second] = await Promise.all([appOn(shared), appOn(shared)]);
    const account = await verifiedUser(first);
    expect(await meStatus(second, account.access_token)).toBe(200);
    const other = await verifiedUser(second);
    expect(await meStatus(first, other.access_token)).toBe(200);
  });

  it('adopts the secret an earlier server kept in DATA_DIR, so its sessions survive', async () => {
    database = await createTestDatabase();
    const legacySecret = 'a secret kept in secrets.json by an older server';
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-legacy-'));
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: legacySecret }));
    const before = await appOn(database, { JWT_SECRET: legacySecret });
    const account = await verifiedUser(before);

    const after = await appOn(database, { DATA_DIR: dataDir });
    expect(await meStatus(after, account.access_token)).toBe(200);
    const elsewhere = await appOn(database);
    expect(await meStatus(elsewhere, account.access_token)).toBe(200);
  });
});
