import { loadConfig } from '../config';
import { runCommand } from './command';
import { writeBackup } from './write-backup';

/**
 * `npm run backup -- <file>`: the configured database, uploaded files and attached files (those
 * on local disk; an S3 bucket is backed up by its own means), into one file.
 */
await runCommand('backup', async (file) => {
  const manifest = await writeBackup(loadConfig(), file);
  const database = manifest.database === 'pglite' ? 'the embedded database' : 'PostgreSQL';
  const files =
    manifest.fileStorage === 'local'
      ? 'the uploaded and attached files'
      : 'the uploaded files (the attached files are in the S3 bucket: back it up by its own means)';
  return `Backed up ${database} (${manifest.migrations.applied} migrations applied) and ${files} to ${file}.`;
});
