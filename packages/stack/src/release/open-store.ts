import { S3Client } from '@aws-sdk/client-s3';
import { frontEndOrigin, storageEndpoint, type StackConfig } from '../config.ts';
import { FolderReleaseStore, releasesFolder } from './folder-store.ts';
import { S3ReleaseStore } from './s3-store.ts';
import type { ReleaseStore } from './store.ts';

/**
 * The release store the settings name: the S3 bucket under RELEASES_S3_PREFIX (files served from
 * RELEASES_PUBLIC_URL), else DATA_DIR/releases, each release served by its remote's own server under /releases/.
 */
export function openReleaseStore(config: StackConfig): ReleaseStore {
  if (config.releasesS3Prefix && config.releasesPublicUrl) {
    const client = new S3Client({
      endpoint: storageEndpoint(config),
      region: config.s3Region,
      credentials: { accessKeyId: config.s3AccessKeyId, secretAccessKey: config.s3SecretAccessKey },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3ReleaseStore({
      client,
      bucket: config.s3Bucket,
      prefix: config.releasesS3Prefix,
      publicUrl: config.releasesPublicUrl,
    });
  }
  return new FolderReleaseStore(
    releasesFolder(config),
    (remote, version) => `${frontEndOrigin(config, remote)}/releases/${version}/`,
  );
}
