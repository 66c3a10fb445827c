import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/client';
import { keptSecret } from './secrets.repo';

export interface Secrets {
  jwtSecret: string;
}

const JWT_SECRET_NAME = 'jwt-secret';

/**
 * Secrets come from the environment when given; otherwise one is generated once and kept in
 * the database, so a restart keeps everyone signed in and every process on the same database
 * accepts the others' access tokens.
 */
export async function loadSecrets(config: Config, db: Database): Promise<Secrets> {
  if (config.jwtSecret) return { jwtSecret: config.jwtSecret };
  // Servers before the secret moved into the database kept it in DATA_DIR: adopting it keeps
  // their sessions valid.
  const candidate =
    (await readLegacySecretsFile(config.dataDir)) ?? randomBytes(48).toString('base64url');
  const jwtSecret = await keptSecret(db, JWT_SECRET_NAME, candidate);
  if (!jwtSecret) throw new Error('The generated JWT secret was not stored');
  return { jwtSecret };
}

async function readLegacySecretsFile(dataDir: string): Promise<string | undefined> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isSecrets(parsed)) return parsed.jwtSecret;
    throw new Error(`${file} is not a valid secrets file`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isSecrets(value: unknown): value is Secrets {
  return (
    typeof value === 'object' &&
    value !== null &&
    'jwtSecret' in value &&
    typeof value.jwtSecret === 'string' &&
    value.jwtSecret.length >= 32
  );
}
