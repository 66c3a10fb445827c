import { spawn } from 'node:child_process';

/**
 * Runs pg_dump or pg_restore against a database URL. The password goes through PGPASSWORD,
 * so it never shows in the process list.
 */
export async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // Not configuration read here: the tool gets this process's environment (PATH, PGSSLMODE…)
  // whole, as a child does by default, which naming one variable would otherwise replace.
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`${tool} failed (exit code ${String(code)}): ${stderr.trim()}`);
}
