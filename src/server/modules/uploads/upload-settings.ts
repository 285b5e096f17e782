import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { S3UploadStorage } from './s3-storage.ts';
import { LocalUploadStorage, type UploadStorage } from './storage.ts';
import type { UploadSettings } from './uploads.routes.ts';

/** The storage the environment asks for: S3 when its four variables are set, else DATA_DIR/uploads. */
export function uploadStorageFor(env: Env): UploadStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY)
    return new S3UploadStorage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
    });
  return new LocalUploadStorage(join(env.DATA_DIR, 'uploads'));
}

export function uploadSettingsFor(env: Env): UploadSettings {
  return { storage: uploadStorageFor(env), maxBytes: env.UPLOAD_MAX_BYTES, maxFiles: env.UPLOAD_MAX_FILES };
}
