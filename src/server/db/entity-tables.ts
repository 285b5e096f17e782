import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { branchs } from '../../contract/entities/system/branchs.entity.ts';
import { smsLogs } from '../../contract/entities/system/sms-logs.entity.ts';
import type { Entity, Fields } from '../../contract/entity/define.ts';
import type { EntityTable } from './entity-table.ts';
import { entityTables } from './schema.ts';

/** The table of a declared entity (throws for an entity missing from the registry). */
export function entityTableOf(entity: Entity): EntityTable {
  const table = entityTables[entity.name];
  if (!table) throw new Error(`No table for entity ${entity.name}`);
  return table;
}

/**
 * An entity table typed for bespoke queries: `Row` names some of the entity's fields (checked
 * against the declaration) with the TypeScript types their kinds store.
 */
export type TypedEntityTable<
  F extends Fields,
  Row extends { [K in keyof Row]: K extends keyof F ? unknown : never },
> = EntityTable & { [K in keyof Row & string]: AnyPgColumn<{ data: Row[K]; notNull: true }> };

/** Branches (system.branchs), queried by startup, branch scope and voucher locks. */
export const branches = entityTableOf(branchs) as TypedEntityTable<
  typeof branchs.fields,
  {
    ma_dvcs: string;
    ten_dvcs: string;
    dia_chi: string | null;
    dien_thoai: string | null;
    status: number | null;
  }
>;

/** Sent SMS / e-mail (system.sms-logs), written by the message sender. */
export const messageLogs = entityTableOf(smsLogs) as TypedEntityTable<
  typeof smsLogs.fields,
  {
    channel: string;
    recipient: string;
    purpose: string;
    body: string;
    provider: string;
    status: string;
    provider_message_id: string | null;
  }
>;
