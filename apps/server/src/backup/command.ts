import path from 'node:path';
import { commandFolder, ConfigError } from '../config';
import { BackupError } from './backup-archive';

/**
 * Runs a backup command on the file named by its one argument. Refusals and bad settings are
 * a message and exit code 1; anything unexpected also shows its stack.
 */
export async function runCommand(
  name: 'backup' | 'restore',
  run: (file: string) => Promise<string>,
): Promise<void> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) {
    console.error(`Usage: npm run ${name} -- <file>`);
    process.exitCode = 1;
    return;
  }
  try {
    console.log(await run(path.resolve(commandFolder(), file)));
  } catch (error) {
    const expected = error instanceof BackupError || error instanceof ConfigError;
    console.error(expected ? error.message : error);
    process.exitCode = 1;
  }
}
