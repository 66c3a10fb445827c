import { loadConfig } from '../config';
import { runCommand } from './command';
import { restoreBackup } from './restore-backup';

/** `npm run restore -- <file>`: a backup into an empty data folder or database. */
await runCommand('restore', async (file) => {
  const manifest = await restoreBackup(loadConfig(), file);
  const bucket =
    manifest.fileStorage === 's3'
      ? ' The attached files were in the S3 bucket, not in the backup: restore the bucket by its own means (docs/decisions.md).'
      : '';
  return `Restored the backup of ${manifest.createdAt} (Teamboard ${manifest.appVersion}, ${manifest.migrations.applied} migrations applied). Start the server: it applies any newer migrations.${bucket}`;
});
