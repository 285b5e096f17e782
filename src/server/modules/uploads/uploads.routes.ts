import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import {
  type DeleteUploadsResult,
  DOCUMENT_TYPES,
  deleteUploadsSchema,
  formatBytes,
  IMAGE_TYPES,
  type UploadLimits,
  uploadKeyOf,
} from '../../../contract/api/uploads.api.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { isMultipart } from '../../http/request-body.ts';
import { clientInfo } from '../../http/tenant.ts';
import { parseBody } from '../../http/validate.ts';
import { readIncomingFiles, type UploadKind, type UploadLimitsConfig } from './incoming-files.ts';
import { serveUpload } from './serve-upload.ts';
import type { UploadStorage } from './storage.ts';
import { uploadError } from './upload-errors.ts';
import { deleteUploads, storeUploads, type UploadActor } from './uploads.service.ts';

export interface UploadSettings extends UploadLimitsConfig {
  storage: UploadStorage;
}

export interface UploadRouteDeps {
  db: Db;
  settings: UploadSettings;
  /** Tenant and sign-in, as every other signed-in route (serving a file needs neither). */
  guard: MiddlewareHandler<AppEnv>[];
}

/** Paths whose bodies the app-wide JSON body limit must leave to uploadBodyLimit(). */
export const UPLOAD_POST_PATHS = ['/api/upload/images', '/api/upload/files'] as const;

/** Room for the multipart boundaries and part headers around the files themselves. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A whole upload body: every file at the largest size, plus the multipart framing. */
export function uploadBodyLimit(limits: UploadLimitsConfig): MiddlewareHandler<AppEnv> {
  const maxSize = limits.maxBytes * limits.maxFiles + MULTIPART_OVERHEAD + limits.maxFiles * 1024;
  const limit = bodyLimit({
    maxSize,
    onError: (c) => {
      throw uploadError(c, 413, 'UPLOAD_TOTAL_TOO_LARGE', { max: formatBytes(maxSize) });
    },
  });
  // Anything but multipart was already read (and limited) as JSON by the app: no files in it.
  return (c, next) => {
    if (!isMultipart(c.req.header('content-type'))) throw uploadError(c, 400, 'UPLOAD_EMPTY');
    return limit(c, next);
  };
}

function actorOf(c: Context<AppEnv>): UploadActor {
  return { tenantId: c.get('tenantId'), userName: c.get('user').user_name, client: clientInfo(c) };
}

/**
 * /api/upload: POST images and files, DELETE, GET limits (signed in; uploads need no menu right,
 * like the avatar of one's own profile), and GET of a stored file (public, see serve-upload.ts).
 */
export function uploadRoutes({ db, settings, guard }: UploadRouteDeps) {
  const { storage } = settings;
  const signedIn = every(...guard);
  const upload = (kind: UploadKind) => async (c: Context<AppEnv>) => {
    const files = await readIncomingFiles(c, kind, settings);
    return c.json({ files: await storeUploads(db, storage, actorOf(c), files) }, 201);
  };
  const limits: UploadLimits = {
    max_bytes: settings.maxBytes,
    max_files: settings.maxFiles,
    image_types: [...IMAGE_TYPES],
    file_types: [...IMAGE_TYPES, ...DOCUMENT_TYPES],
  };
  return new Hono<AppEnv>()
    .get('/limits', signedIn, (c) => c.json(limits))
    .post('/images', signedIn, uploadBodyLimit(settings), upload('images'))
    .post('/files', signedIn, uploadBodyLimit(settings), upload('files'))
    .delete('/', signedIn, async (c) => {
      const { files } = parseBody(c, deleteUploadsSchema);
      const tenantPrefix = `${c.get('tenantId')}/`;
      const keyOf = new Map(files.map((url) => [url, uploadKeyOf(url)]));
      const ours = [...keyOf.values()].filter((key): key is string => !!key?.startsWith(tenantPrefix));
      const removed = await deleteUploads(db, storage, actorOf(c), [...new Set(ours)]);
      const result: DeleteUploadsResult = { deleted: [], unknown: [] };
      for (const [url, key] of keyOf) (key && removed.has(key) ? result.deleted : result.unknown).push(url);
      return c.json(result);
    })
    .get('/:tenant/:month/:file', serveUpload(db, storage));
}
