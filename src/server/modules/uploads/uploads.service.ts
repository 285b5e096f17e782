import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { EXTENSION_OF, type UploadedFile, uploadUrlOf } from '../../../contract/api/uploads.api.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { ClientInfo } from '../../http/context.ts';
import type { IncomingFile } from './incoming-files.ts';
import type { UploadStorage } from './storage.ts';

const AUDIT_OBJECT = 'upload';

export interface UploadActor {
  tenantId: string;
  userName: string;
  client: ClientInfo;
}

/**
 * A new storage key and its id. The uuid is random (v4, 122 bits): the served address is public,
 * so it must not be guessable; the month folder keeps directories small.
 */
export function newUploadKey(tenantId: string, mime: IncomingFile['mime'], now = new Date()) {
  const id = randomUUID();
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return { id, key: `${tenantId}/${month}/${id}.${EXTENSION_OF[mime]}` };
}

/**
 * Stores the bytes, then records every file (and the audit entry) in one transaction. If the
 * transaction fails the stored bytes are removed again, so no row points at nothing and no file
 * is left without a row.
 */
export async function storeUploads(
  db: Db,
  storage: UploadStorage,
  actor: UploadActor,
  files: IncomingFile[],
): Promise<UploadedFile[]> {
  const stored: UploadedFile[] = [];
  const keys: string[] = [];
  try {
    for (const file of files) {
      const { id, key } = newUploadKey(actor.tenantId, file.mime);
      await storage.put(key, file.bytes, file.mime);
      keys.push(key);
      stored.push({
        id,
        url: uploadUrlOf(key),
        name: file.name,
        mime: file.mime,
        size: file.bytes.byteLength,
      });
    }
    await withTenant(db, actor.tenantId, async (tx) => {
      await tx.insert(uploads).values(
        stored.map((file, i) => ({
          tenant_id: actor.tenantId,
          id: file.id,
          path: keys[i] as string,
          original_name: file.name,
          mime: file.mime,
          size: file.size,
          created_by: actor.userName,
          updated_by: actor.userName,
        })),
      );
      await writeAudit(
        tx,
        actor.tenantId,
        { user_name: actor.userName, action: 'create', object: AUDIT_OBJECT, detail: { files: stored } },
        actor.client,
      );
    });
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.remove(key)));
    throw error;
  }
  return stored;
}

/** The stored row of a key in its tenant, or null: only recorded files are ever served. */
export async function findUpload(db: Db, tenantId: string, key: string) {
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .select({ path: uploads.path, mime: uploads.mime, original_name: uploads.original_name })
      .from(uploads)
      .where(eq(uploads.path, key)),
  );
  return row ?? null;
}

/**
 * Removes the rows of the given keys that belong to the tenant, in one transaction with the audit
 * entry, then their bytes. Returns the keys removed. Bytes are removed after the commit: a failure
 * there leaves an unreferenced file (never served again), not a row pointing at nothing.
 */
export async function deleteUploads(
  db: Db,
  storage: UploadStorage,
  actor: UploadActor,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const removed = await withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .delete(uploads)
      .where(and(eq(uploads.tenant_id, actor.tenantId), inArray(uploads.path, keys)))
      .returning({ path: uploads.path, original_name: uploads.original_name });
    if (rows.length > 0)
      await writeAudit(
        tx,
        actor.tenantId,
        { user_name: actor.userName, action: 'delete', object: AUDIT_OBJECT, detail: { files: rows } },
        actor.client,
      );
    return rows.map((row) => row.path);
  });
  for (const key of removed) {
    await storage.remove(key).catch((error: unknown) => {
      console.error(`[uploads] could not remove ${key} from ${storage.kind} storage`, error);
    });
  }
  return new Set(removed);
}
