import { loadConfig } from '../config';
import { runCommand } from './command';
import { writeBackup } from './write-backup';

/** `npm run backup -- <file>`: the configured database and uploaded files, into one file. */
await runCommand('backup', async (file) => {
  const manifest = await writeBackup(loadConfig(), file);
  return `Backed up ${manifest.database === 'pglite' ? 'the embedded database' : 'PostgreSQL'} (${manifest.migrations.applied} migrations applied) and the uploaded files to ${file}.`;
});
