import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { errorResponse } from '../../http/errors.ts';
import type { UploadStorage } from './storage.ts';
import { findUpload } from './uploads.service.ts';

const TENANT = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const MONTH = /^\d{6}$/;
const FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}$/;

/**
 * GET /api/upload/<tenant>/<yyyymm>/<uuid>.<ext>, without sign-in: an `<img src>` cannot send a
 * bearer token, and the random uuid makes the address unguessable. Only a file with a stored row
 * of that tenant is served; anything else is 404, the same as a file that never existed.
 */
export function serveUpload(db: Db, storage: UploadStorage) {
  return async (c: Context<AppEnv>) => {
    const { tenant = '', month = '', file = '' } = c.req.param();
    if (!TENANT.test(tenant) || !MONTH.test(month) || !FILE.test(file))
      return errorResponse(c, 404, 'RECORD_NOT_FOUND');
    const key = `${tenant}/${month}/${file}`;
    const row = await findUpload(db, tenant, key);
    const bytes = row ? await storage.get(key) : null;
    if (!row || !bytes) return errorResponse(c, 404, 'RECORD_NOT_FOUND');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, uploadHeaders(row.mime, row.original_name));
  };
}

/**
 * What keeps a served file harmless even if its bytes were crafted: the type we sniffed and no
 * other (nosniff), images inline and everything else downloaded, and a CSP that lets the
 * document run nothing and load nothing should a browser render it anyway. The address never
 * changes content, so caches may keep it for a year.
 */
export function uploadHeaders(mime: string, originalName: string): Record<string, string> {
  const disposition = mime.startsWith('image/') ? 'inline' : 'attachment';
  return {
    'Content-Type': mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime,
    'Content-Disposition': `${disposition}; filename="${asciiName(originalName)}"; filename*=UTF-8''${encodeRFC5987(originalName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
}

/** The fallback name for old clients: ASCII letters only, no quotes or backslashes. */
function asciiName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, (ch) => (ch === 'đ' ? 'd' : 'D'))
      .replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file'
  );
}

function encodeRFC5987(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
