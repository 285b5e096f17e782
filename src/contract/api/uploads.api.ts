import { z } from 'zod/mini';

/**
 * Uploads (spec §7 "Uploads"): `POST upload/images` and `POST upload/files` take multipart bodies
 * whose field `files` holds one or many files; `DELETE upload {files: [url…]}` removes some;
 * `GET upload/limits` tells the client what the server accepts. A stored file is served at the
 * `url` the upload answered, `/api/upload/<tenant>/<yyyymm>/<uuid>.<ext>`.
 */

const MIB = 1024 * 1024;

/** 10485760 → "10 MB", 1536 → "1.5 KB": how sizes read in messages (server and client). */
export function formatBytes(bytes: number): string {
  const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes >= MIB) return `${oneDecimal(bytes / MIB)} MB`;
  if (bytes >= 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Name of the multipart field carrying the files. */
export const UPLOAD_FIELD = 'files';

/** What `upload/images` accepts, decided by the file's content (magic bytes), never by its name. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** What `upload/files` accepts on top of the images. */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
  'text/csv',
] as const;

export type UploadMime = (typeof IMAGE_TYPES)[number] | (typeof DOCUMENT_TYPES)[number];

/** The extension a stored file gets for each accepted type (the client's own name is ignored). */
export const EXTENSION_OF: Record<UploadMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

/** GET upload/limits. */
export const uploadLimitsSchema = z.object({
  /** Largest accepted file, in bytes. */
  max_bytes: z.int().check(z.positive()),
  /** Most files in one upload call. */
  max_files: z.int().check(z.positive()),
  image_types: z.array(z.string()),
  file_types: z.array(z.string()),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

export const uploadedFileSchema = z.object({
  id: z.string(),
  /** Where the file is served; what an image or file field stores. */
  url: z.string(),
  /** The name the file had on the user's device, for display only. */
  name: z.string(),
  mime: z.string(),
  size: z.int().check(z.nonnegative()),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Answer of both uploads: the stored files in the order they were sent. */
export const uploadResultSchema = z.object({ files: z.array(uploadedFileSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Files one DELETE names at most. */
export const DELETE_MAX_FILES = 100;

export const deleteUploadsSchema = z.object({
  files: z
    .array(z.string().check(z.minLength(1), z.maxLength(1024)))
    .check(z.minLength(1), z.maxLength(DELETE_MAX_FILES)),
});

/** Answer of DELETE upload: removed files, and those that were not the tenant's stored files. */
export const deleteUploadsResultSchema = z.object({
  deleted: z.array(z.string()),
  unknown: z.array(z.string()),
});
export type DeleteUploadsResult = z.infer<typeof deleteUploadsResultSchema>;

/** The stored path `<tenant>/<yyyymm>/<uuid>.<ext>` of a served url (a path or a full address). */
export function uploadKeyOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://x').pathname;
  } catch {
    return null;
  }
  const match = /^\/api\/upload\/([a-z0-9][a-z0-9_-]{0,39}\/\d{6}\/[0-9a-f-]{36}\.[a-z]{3,4})$/.exec(path);
  return match?.[1] ?? null;
}

export function uploadUrlOf(key: string): string {
  return `/api/upload/${key}`;
}
