import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

export interface Secrets {
  jwtSecret: string;
}

/**
 * Secrets come from the environment when given; otherwise they are generated once and kept
 * under DATA_DIR, so a restart keeps everyone signed in.
 */
export async function loadSecrets(config: Config): Promise<Secrets> {
  if (config.jwtSecret) return { jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, 'secrets.json');
  const existing = await readSecretsFile(file);
  if (existing) return existing;
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  await mkdir(config.dataDir, { recursive: true });
  // 'wx' fails if another process created the file first; then we read theirs.
  try {
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch {
    const written = await readSecretsFile(file);
    if (written) return written;
    throw new Error(`Cannot create ${file}`);
  }
}

async function readSecretsFile(file: string): Promise<Secrets | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isSecrets(parsed)) return parsed;
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
