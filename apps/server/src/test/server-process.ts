import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testPath } from './test-env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const BUILT_SERVER = 'apps/server/dist/main.js';

/** Node's arguments in `npm run serve` (the build and its flags), read so the two never differ. */
function servedArgs(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  const [command, ...args] = manifest.scripts.serve.split(' ');
  if (command !== 'node' || !args.includes(BUILT_SERVER)) {
    throw new Error(`npm run serve no longer runs node ${BUILT_SERVER}: update startBuiltServer`);
  }
  return args;
}

export interface RunningServer {
  url: string;
  /** The server's process id (the benchmarks read its memory). */
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type OutputListener = (text: string) => void;

/**
 * Starts the real server from its TypeScript source as its own process, on a fresh embedded
 * database unless `env` names one: the multi-process API tests, which do not build first. With
 * `onOutput`, its stdout and stderr (the log) go there instead of to the test's own output.
 */
export function startServer(
  env: Record<string, string>,
  chosenPort?: number,
  onOutput?: OutputListener,
): Promise<RunningServer> {
  return startProcess(['--import', 'tsx', 'apps/server/src/main.ts'], env, chosenPort, onOutput);
}

/**
 * Like startServer, but runs the build exactly as `npm start` serves it (compiled JavaScript, with
 * the same Node flags): the browser tests and the benchmarks, which build first.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  chosenPort?: number,
  onOutput?: OutputListener,
): Promise<RunningServer> {
  if (!existsSync(path.join(repoRoot, BUILT_SERVER))) {
    throw new Error(`${BUILT_SERVER} is missing: run \`npm run build\` first`);
  }
  return startProcess(servedArgs(), env, chosenPort, onOutput);
}

async function startProcess(
  entry: string[],
  env: Record<string, string>,
  chosenPort: number | undefined,
  onOutput: OutputListener | undefined,
): Promise<RunningServer> {
  const port = chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      PATH: testPath,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tb-server-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  }
  await waitForHealth(url, child);
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // Generous: on a busy 2-core CI machine, compiling and starting can take a while.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server at ${url} did not become healthy within 60 s`);
}
