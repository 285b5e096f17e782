import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { documents } from '../../contract/documents/registry.ts';
import { entities } from '../../contract/entities/registry.ts';
import { tableEntities } from '../../contract/entity/define.ts';
import { optionalTexts, requiredTexts, stamp, textLists, ts } from './columns.ts';
import { type DocumentTables, documentTablesOf } from './document-tables.ts';
import { type EntityTable, entitySearchView, entityTable } from './entity-table.ts';
import { appRole, tenants, tenantTable } from './tenant-table.ts';

export { crmAftercareFollowups, crmBroadcastRecipients, crmBroadcasts } from './crm-tables.ts';
export { documentCounters } from './document-tables.ts';
export {
  glBalances,
  glLedger,
  stockBalances,
  stockBatches,
  stockLedger,
  stockMonthlyMoves,
} from './ledger-tables.ts';
export {
  notificationSettings,
  notifications,
  pushSubscriptions,
  scheduledNotifications,
} from './notification-tables.ts';
export { placesCities, placesDistricts, placesWards, referenceVersions } from './reference-tables.ts';
export { appRole, tenants };

/** Server-wide secrets (JWT signing key); readable by the owner only, never by the app role. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Sign-in accounts with their rights (spec §3): menu-id lists per action, branch and employee scope. */
export const users = tenantTable(
  'users',
  {
    ...requiredTexts('user_name', 'ten_nsd', 'password_hash'),
    is_admin: smallint('is_admin').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...optionalTexts('saler', 'agent_id', 'agent_pass'),
    ...textLists('r_access', 'r_read', 'r_readall', 'r_add', 'r_edit', 'r_del', 'r_print'),
    branchs: text('branchs').notNull().default(''),
    employee_yn: smallint('employee_yn').notNull().default(1),
    ...textLists('employees'),
    user_configs: jsonb('user_configs').$type<{ name: string; value: string }[]>().notNull().default([]),
    /** Where password-reset codes go (SMS first, then e-mail). */
    ...optionalTexts('dien_thoai', 'email'),
    /** Served url of the user's picture (an upload), set from /user/profile. */
    avatar: text('avatar'),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(t.tenant_id, sql`lower(${t.user_name})`),
    index('users_name_search_idx').using(
      'gin',
      t.tenant_id,
      sql`f_unaccent(lower(${t.ten_nsd})) gin_trgm_ops`,
    ),
  ],
);

/** One sign-in on one device: the family of its rotating refresh tokens. Revoked = signed out. */
export const authSessions = tenantTable(
  'auth_sessions',
  {
    user_id: text('user_id').notNull(),
    ...optionalTexts('ip', 'device_id', 'user_agent'),
    last_seen_at: stamp('last_seen_at'),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    revoked_reason: text('revoked_reason'),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.tenant_id, t.user_id),
    index('auth_sessions_seen_idx').on(t.tenant_id, t.last_seen_at),
  ],
);

/** Refresh tokens, stored as SHA-256 hashes; a used one is kept to detect replay (family revoked). */
export const refreshTokens = tenantTable(
  'refresh_tokens',
  {
    ...requiredTexts('session_id', 'token_hash'),
    used_at: ts('used_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tenant_id, t.token_hash),
    index('refresh_tokens_session_idx').on(t.tenant_id, t.session_id),
  ],
);

/** Failed sign-ins per user name and per client address, for throttling across processes. */
export const loginThrottle = tenantTable('login_throttle', {
  failures: integer('failures').notNull().default(0),
  window_started_at: stamp('window_started_at'),
  locked_until: ts('locked_until'),
});

/** Audit log (system/logs): sign-ins, sign-outs and every write — who, when, what, from where. */
export const systemLogs = tenantTable(
  'system_logs',
  {
    user_name: text('user_name'),
    ...requiredTexts('action', 'object'),
    record_id: text('record_id'),
    detail: jsonb('detail'),
    ...optionalTexts('ip', 'device_id'),
  },
  (t) => [
    index('system_logs_created_idx').on(t.tenant_id, t.created_at),
    index('system_logs_user_idx').on(t.tenant_id, t.user_name, t.created_at),
    // A record's own trail (a customer's profile), newest first.
    index('system_logs_record_idx').on(t.tenant_id, t.record_id, t.created_at),
  ],
);

/** Menu commands (permission entries): seeded per tenant from src/contract/auth/menu.ts. */
export const commands = tenantTable(
  'commands',
  {
    ...optionalTexts('menu_id0', 'command'),
    ...requiredTexts('title', 'title_en'),
    order: integer('order').notNull(),
    icon: text('icon').notNull(),
  },
  (t) => [index('commands_order_idx').on(t.tenant_id, t.order)],
);

/** Period closing: edits of vouchers dated on or before ngay_ks are refused (spec §6). */
export const voucherLocks = tenantTable(
  'voucher_locks',
  {
    ...requiredTexts('ma_dvcs', 'ma_ct'),
    ngay_ks: date('ngay_ks', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('voucher_locks_uq').on(t.tenant_id, t.ma_dvcs, t.ma_ct)],
);

/** Configuration settings (group 'settings', JSON-text value, booleans 't'/'f'). */
export const configs = tenantTable(
  'configs',
  {
    name: text('name').notNull(),
    group: text('group').notNull().default('settings'),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('configs_name_uq').on(t.tenant_id, t.name)],
);

/** Single-use, time-limited password-reset tokens, stored hashed. */
export const passwordResets = tenantTable(
  'password_resets',
  {
    ...requiredTexts('user_id', 'token_hash'),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [
    uniqueIndex('password_resets_hash_uq').on(t.tenant_id, t.token_hash),
    index('password_resets_user_idx').on(t.tenant_id, t.user_id, t.created_at),
  ],
);

/** One-time codes sent to customers (auth/otp/customer/{id}); the code itself is never stored. */
export const customerOtps = tenantTable(
  'customer_otps',
  {
    ...requiredTexts('customer_id', 'code_hash'),
    expires_at: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: ts('used_at'),
  },
  (t) => [index('customer_otps_customer_idx').on(t.tenant_id, t.customer_id, t.created_at)],
);

/**
 * The tenant's status record (system/stt, spec §3 "single object"): tenant-wide operational
 * values every signed-in client loads at startup. One row per named value; `id` is the name.
 */
export const sttValues = tenantTable('stt_values', {
  value: jsonb('value').notNull(),
});

/** Meaning of each status of each voucher type (accounting/voucher-infos), keyed by ma_ct + status. */
export const voucherInfos = tenantTable(
  'voucher_infos',
  {
    ...requiredTexts('ma_ct', 'status', 'ten_tt'),
    ten_tt2: text('ten_tt2'),
    ghi_so: boolean('ghi_so').notNull().default(false),
    cho_sua: boolean('cho_sua').notNull().default(true),
    mau: text('mau'),
    stt: integer('stt').notNull().default(0),
  },
  (t) => [uniqueIndex('voucher_infos_key_uq').on(t.tenant_id, t.ma_ct, t.status)],
);

/**
 * Uploaded files (src/server/modules/uploads). `path` is the storage key
 * `<tenant>/<yyyymm>/<uuid>.<ext>`; a file is served only while its row exists. `original_name`
 * is the name on the user's device, for display only: it never reaches a path.
 */
export const uploads = tenantTable(
  'uploads',
  {
    ...requiredTexts('path', 'original_name', 'mime'),
    size: integer('size').notNull(),
  },
  (t) => [uniqueIndex('uploads_path_uq').on(t.tenant_id, t.path)],
);

/**
 * The tables of the declared entities (src/contract/entities/registry.ts), by entity name. Each
 * table is defined here once; bespoke code reaches the ones it queries through ./entity-tables.ts.
 */
const tablesByName = new Map(
  [...tableEntities(entities)].map(([table, entity]) => [table, entityTable(entity)]),
);
export const entityTables: Readonly<Record<string, EntityTable>> = Object.fromEntries(
  entities.map((entity) => [entity.name, tablesByName.get(entity.table) as EntityTable]),
);

/** The tables of the declared document types (src/contract/documents/registry.ts), by name. */
export const documentTables: Readonly<Record<string, DocumentTables>> = Object.fromEntries(
  documents.map((document) => [document.name, documentTablesOf(document)]),
);

/** The search views of the declared entities and document headers with search fields. */
export const entitySearchViews = Object.fromEntries(
  [...tableEntities(entities).values(), ...documents.map((document) => document.header)].flatMap((entity) => {
    const view = entitySearchView(entity);
    return view ? [[`${entity.name}#search`, view]] : [];
  }),
);

/**
 * Idempotency keys of retried writes (DESIGN.md §4, `Idempotency-Key`): per tenant and user, the
 * first answer of a write (status + JSON body) and a fingerprint of what was asked, so a repeat
 * answers the same without writing again. Entity writes claim their key inside their own
 * transaction (src/server/http/idempotency.ts); rows expire after `expires_at`.
 */
export const idempotencyKeys = tenantTable(
  'idempotency_keys',
  {
    ...requiredTexts('user_name', 'idem_key'),
    /** SHA-256 of method, path, query and the canonical JSON body. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the write that claimed the key has not answered yet. */
    status: smallint('status'),
    response: jsonb('response'),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key_uq').on(t.tenant_id, t.user_name, t.idem_key),
    index('idempotency_keys_expiry_idx').on(t.tenant_id, t.expires_at),
  ],
);

/**
 * Last numbers handed out to server-numbered codes (`numbered` text fields), one row per
 * `<table>.<field>.<prefix>`: a create takes the next one under the row's lock, so two creates at
 * once never get the same code (entity-api/numbering.ts).
 */
export const codeCounters = tenantTable('code_counters', {
  last_number: bigint('last_number', { mode: 'number' }).notNull().default(0),
});
