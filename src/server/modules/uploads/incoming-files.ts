import type { Context } from 'hono';
import { formatBytes, UPLOAD_FIELD, type UploadMime } from '../../../contract/api/uploads.api.ts';
import type { AppEnv } from '../../http/context.ts';
import { sniffImage, sniffType } from './sniff.ts';
import { displayName, uploadError } from './upload-errors.ts';

export interface UploadLimitsConfig {
  /** Largest file accepted, bytes (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** Most files per call (UPLOAD_MAX_FILES). */
  maxFiles: number;
}

/** A file that passed every check, ready to store. */
export interface IncomingFile {
  name: string;
  mime: UploadMime;
  bytes: Uint8Array;
}

export type UploadKind = 'images' | 'files';

/**
 * The files of a multipart body's `files` field, each checked for size and for its type by
 * content; the whole call is refused at the first failure, so nothing is stored from a bad batch.
 */
export async function readIncomingFiles(
  c: Context<AppEnv>,
  kind: UploadKind,
  limits: UploadLimitsConfig,
): Promise<IncomingFile[]> {
  const files = await formFiles(c);
  if (files.length === 0) throw uploadError(c, 400, 'UPLOAD_EMPTY');
  if (files.length > limits.maxFiles)
    throw uploadError(c, 400, 'UPLOAD_TOO_MANY', { count: files.length, max: limits.maxFiles });
  // Sizes first: a batch with one oversized file is refused before any content is read.
  for (const file of files) {
    if (file.size > limits.maxBytes)
      throw uploadError(c, 413, 'UPLOAD_TOO_LARGE', {
        name: displayName(file.name),
        size: formatBytes(file.size),
        max: formatBytes(limits.maxBytes),
      });
  }
  const accepted: IncomingFile[] = [];
  for (const file of files) {
    const name = displayName(file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = kind === 'images' ? sniffImage(bytes) : sniffType(bytes, name);
    if (!mime)
      throw uploadError(c, 415, kind === 'images' ? 'UPLOAD_NOT_IMAGE' : 'UPLOAD_TYPE_DENIED', { name });
    accepted.push({ name, mime, bytes });
  }
  return accepted;
}

async function formFiles(c: Context<AppEnv>): Promise<File[]> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw uploadError(c, 400, 'UPLOAD_EMPTY');
  }
  const entries = form.getAll(UPLOAD_FIELD);
  // A text value under `files` is not a file: refuse rather than silently drop it.
  if (entries.some((entry) => typeof entry === 'string')) throw uploadError(c, 400, 'UPLOAD_EMPTY');
  return entries as File[];
}
