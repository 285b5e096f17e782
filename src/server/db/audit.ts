import { uuidv7 } from 'uuidv7';
import { systemLogs } from './schema.ts';
import type { Tx } from './with-tenant.ts';

/** Where a request comes from, for the audit log and sessions. */
export interface ClientInfo {
  ip: string | null;
  deviceId: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  user_name: string | null;
  /** login, login_failed, logout, create, update, delete, … */
  action: string;
  /** What was touched: an API path or entity name. */
  object: string;
  record_id?: string | null;
  detail?: unknown;
}

/** The system_logs row of one entry. */
function auditRow(tenantId: string, entry: AuditEntry, client: ClientInfo) {
  return {
    tenant_id: tenantId,
    id: uuidv7(),
    user_name: entry.user_name,
    action: entry.action,
    object: entry.object,
    record_id: entry.record_id ?? null,
    detail: entry.detail ?? null,
    ip: client.ip,
    device_id: client.deviceId,
    created_by: entry.user_name,
  };
}

/** Appends to system/logs inside the caller's transaction, so the log and the write commit together. */
export async function writeAudit(
  tx: Tx,
  tenantId: string,
  entry: AuditEntry,
  client: ClientInfo,
): Promise<void> {
  await tx.insert(systemLogs).values(auditRow(tenantId, entry, client));
}

/** Rows of system_logs per INSERT when many are written at once (well under the bind limit). */
const AUDIT_BATCH = 1000;

/** Many entries in a few INSERTs (an import), inside the caller's transaction like writeAudit. */
export async function writeAudits(
  tx: Tx,
  tenantId: string,
  entries: readonly AuditEntry[],
  client: ClientInfo,
): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH) {
    const rows = entries.slice(start, start + AUDIT_BATCH).map((entry) => auditRow(tenantId, entry, client));
    await tx.insert(systemLogs).values(rows);
  }
}
