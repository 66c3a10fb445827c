import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-storage.service';
import { s3FileStorage } from './s3-storage.service';

/** The storage STORAGE names: DATA_DIR (the default, nothing to set up) or an S3 bucket. */
export function createFileStorage(config: Config): FileStorage {
  return config.storage.kind === 's3'
    ? s3FileStorage(config.storage)
    : localFileStorage(config.dataDir);
}
