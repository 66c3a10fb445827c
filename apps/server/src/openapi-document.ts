import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * The OpenAPI document of the routes, as /api/openapi.json serves it, built without listening,
 * on a throwaway in-memory database: what @teamboard/client's types are generated from. The
 * document does not depend on the configuration but for `servers`, which the types ignore.
 */
export async function buildOpenApiDocument() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tb-openapi-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
