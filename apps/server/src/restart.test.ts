import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/server-process';
import { testPath } from './test/test-env';

/**
 * Runs the real server process (as `npm start` does, minus the build) on the embedded
 * database, and checks that acknowledged writes and sign-ins survive a graceful restart
 * and a kill -9.
 */
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(dataDir: string, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: testPath,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a busy 2-core CI machine, compiling and starting can take a while.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url, output: () => output };
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${output}`);
}

async function post(url: string, body: object): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the embedded database across restarts', () => {
  it('keeps accounts and sessions through a kill -9 and a graceful SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-restart-'));
    const port = await freePort();
    const email = 'durable@example.com';
    const password = 'survives restarts';

    const first = await startServer(dataDir, port);
    expect(
      (await post(`${first.url}/auth/register`, { name: 'Durable Dana', email, password })).status,
    ).toBe(201);
    // Without SMTP_URL the verification link is written to the log, so a self-hoster can still
    // verify: on a plain line of its own under the email's subject, which a terminal makes a link.
    const plainLink =
      /^Email to durable@example\.com: .+\n {2}http:\S+\/signup\/verify\/([\w-]+)$/m;
    let link: RegExpExecArray | null = null;
    for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
      link = plainLink.exec(first.output());
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link?.[1]).toBeTruthy();
    const session = (await (
      await post(`${first.url}/auth/verify-email/${link?.[1] ?? ''}`, {})
    ).json()) as {
      access_token: string;
    };

    const killed = exited(first.child);
    first.child.kill('SIGKILL');
    await killed;

    const second = await startServer(dataDir, port);
    const me = await fetch(`${second.url}/api/me`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(
      true,
    );

    const stopped = exited(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);

    const third = await startServer(dataDir, port);
    const login = await post(`${third.url}/auth/login`, { email, password });
    expect(login.status).toBe(200);
  }, 240_000);

  it('refuses to start with a clear message for a bad setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { PATH: testPath, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT: must be a number');
    expect(output).toContain('DATABASE_URL: must be a PostgreSQL URL');
  }, 30_000);
});
