import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../../config';
import { FileNotStored, type FileStorage } from './file-storage';

/** How long a download's signed address works: long enough to follow the redirect. */
const SIGNED_URL_SECONDS = 5 * 60;
/** Parts of a large upload in memory at once (5 MiB each, S3's smallest part). */
const PARTS_IN_FLIGHT = 2;

/**
 * Files in an S3-compatible bucket, for several server processes. Uploads stream as multipart
 * uploads of 5 MiB parts (a cut-off one is aborted, nothing is left); downloads are redirects to
 * signed addresses, so the bytes never pass through the server.
 */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const clientConfig: S3ClientConfig = {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: many S3-compatible services do not take the
    // SDK's default streaming checksums (aws-chunked uploads with trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(clientConfig);
  const Bucket = config.bucket;
  return {
    put: async (Key, Body, ContentType) => {
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body, ContentType },
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    read: async (Key) => {
      const object = await client
        .send(new GetObjectCommand({ Bucket, Key }))
        .catch((error: unknown) => {
          throw error instanceof NoSuchKey ? new FileNotStored(Key) : error;
        });
      if (!(object.Body instanceof Readable)) throw new Error(`no body for ${Key}`);
      return object.Body;
    },
    signedUrl: (Key, served) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key,
          ResponseContentType: served.contentType,
          ResponseContentDisposition: served.contentDisposition,
        }),
        { expiresIn: SIGNED_URL_SECONDS },
      ),
    remove: async (Key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    close: () => {
      client.destroy();
    },
  };
}
