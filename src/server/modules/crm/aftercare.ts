import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { CARE_CHANNELS } from '../../../contract/entities/crm/services.entity.ts';
import { tickets } from '../../../contract/entities/crm/tickets.entity.ts';
import { rowsOf } from '../../db/client.ts';
import { crmAftercareFollowups } from '../../db/crm-tables.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { DocumentEffect, DocumentEffectInput } from '../../documents/rules.ts';
import { entityModels } from '../../entity-api/model.ts';
import { fillNumbers } from '../../entity-api/numbering.ts';

const [ticketModel] = entityModels([tickets]);

/** Follow-ups a person may still act on: the ones the slip's cancellation closes. */
const OPEN = ['open', 'in_progress'];

/** The step's channel as its title starts ("Gọi điện: …", "Lịch hẹn: …" — book the check-up). */
function channelOf(hinh_thuc: string): MessageDescriptor {
  const option = CARE_CHANNELS.find(([value]) => value === hinh_thuc);
  return option ? option[1] : callChannel;
}

const callChannel = msg`Gọi điện`;

const followUpNote = msg`Chăm sóc sau dịch vụ {ma_vt}, phiếu dịch vụ {so_ct} ngày {ngay_ct}`;

interface Step {
  ma_cs: string;
  ma_vt: string;
  ten_cs: string;
  so_ngay: number;
  hinh_thuc: string;
  noi_dung: string | null;
}

interface Link {
  ma_cs: string;
  ticket_id: string;
  auto_cancelled: boolean;
}

/** `date` (Y-m-d) plus `days`, at `hour` in the shop's time (Asia/Ho_Chi_Minh, UTC+7, no DST). */
function dayAt(date: string, days: number, hour: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, hour - 7)).toISOString();
}

/** The plan's active steps for the slip's services. */
async function stepsOf(tx: Tx, services: string[]): Promise<Step[]> {
  if (services.length === 0) return [];
  return rowsOf<Step>(
    await tx.execute(sql`SELECT ma_cs, ma_vt, ten_cs, so_ngay, hinh_thuc, noi_dung FROM crm_services
      WHERE ma_vt IN ${services} AND status = 1 ORDER BY ma_vt, so_ngay, ma_cs`),
  );
}

/**
 * Who makes the step's follow-up: the employee responsible for this customer's care after this
 * service on the slip's date (/crm/service/employee-responsibilities), else whoever performed the
 * service on the slip, else the slip's salesperson.
 */
async function assigneeOf(tx: Tx, input: DocumentEffectInput, ma_vt: string): Promise<string | null> {
  const { doc } = input;
  const [held] = rowsOf<{ ma_nv: string }>(
    await tx.execute(sql`SELECT ma_nv FROM crm_service_responsibilities
      WHERE ma_kh = ${doc.ma_kh} AND ma_vt = ${ma_vt} AND tu_ngay <= ${doc.ngay_ct}
        AND (den_ngay IS NULL OR den_ngay >= ${doc.ngay_ct})
      ORDER BY tu_ngay DESC, id DESC LIMIT 1`),
  );
  const performer = doc.details.find((line) => line.ma_vt === ma_vt && line.ma_nv)?.ma_nv;
  return held?.ma_nv ?? (performer as string | undefined) ?? (doc.ma_nvbh as string | undefined) ?? null;
}

/** Opens the step's follow-up ticket, due on the day the plan says, and links it to the slip. */
async function openFollowUp(tx: Tx, input: DocumentEffectInput, step: Step): Promise<void> {
  if (!ticketModel) throw new Error('crm.tickets model missing');
  const { doc, scope, sttRec } = input;
  const date = String(doc.ngay_ct).slice(0, 10);
  const values: Record<string, unknown> = {
    tieu_de: `${scope.t(channelOf(step.hinh_thuc))}: ${step.ten_cs}`,
    ma_kh: doc.ma_kh,
    ma_nv: await assigneeOf(tx, input, step.ma_vt),
    ma_nvbh: doc.ma_nvbh ?? null,
    uu_tien: 'normal',
    ngay_bd: dayAt(date, step.so_ngay, 9),
    han_chot: dayAt(date, step.so_ngay, 18),
    trang_thai: 'open',
    ma_dvcs: doc.ma_dvcs,
    noi_dung: [step.noi_dung, scope.t(followUpNote, { ma_vt: step.ma_vt, so_ct: doc.so_ct, ngay_ct: date })]
      .filter(Boolean)
      .join('\n'),
  };
  await fillNumbers(tx, ticketModel, scope.tenantId, values);
  const id = uuidv7();
  const by = scope.user.user_name;
  await tx
    .insert(ticketModel.table)
    .values({ ...values, tenant_id: scope.tenantId, id, created_by: by, updated_by: by } as never);
  await tx.insert(crmAftercareFollowups).values({
    tenant_id: scope.tenantId,
    id: uuidv7(),
    stt_rec: sttRec,
    ma_cs: step.ma_cs,
    ticket_id: id,
    created_by: by,
    updated_by: by,
  });
}

/** Cancels the open follow-ups of `links` (marking them cancelled by the slip), or reopens them. */
async function setOpen(tx: Tx, input: DocumentEffectInput, links: Link[], open: boolean): Promise<void> {
  const chosen = links.filter((link) => link.auto_cancelled === open).map((link) => link.ticket_id);
  if (chosen.length === 0) return;
  const by = input.scope.user.user_name;
  const from = open ? sql`trang_thai = 'cancelled'` : sql`trang_thai IN ${OPEN}`;
  await tx.execute(sql`UPDATE crm_tickets SET trang_thai = ${open ? 'open' : 'cancelled'},
      version = version + 1, updated_at = now(), updated_by = ${by}
    WHERE id IN ${chosen} AND ${from}`);
  await tx.execute(sql`UPDATE ${crmAftercareFollowups} SET auto_cancelled = ${!open}, updated_at = now()
    WHERE stt_rec = ${input.sttRec} AND ticket_id IN ${chosen}`);
}

/**
 * The after-care automation (crm/services) on a service slip (sales/services): once posted, each
 * step of the plan of each service on it becomes a follow-up ticket for the customer, due so many
 * days after the slip, given to the employee responsible for that care. Settled again on every
 * edit or repost, it makes only the steps it has not made (one per slip and step); unposted,
 * cancelled or deleted, the slip cancels its open follow-ups, and a repost reopens those.
 */
export const aftercareEffect: DocumentEffect = async (tx, input) => {
  const links = rowsOf<Link>(
    await tx.execute(sql`SELECT ma_cs, ticket_id, auto_cancelled FROM ${crmAftercareFollowups}
      WHERE stt_rec = ${input.sttRec}`),
  );
  const steps =
    input.posted && input.doc.ma_kh
      ? await stepsOf(tx, [...new Set(input.doc.details.map((line) => String(line.ma_vt)))])
      : [];
  const wanted = new Set(steps.map((step) => step.ma_cs));
  await setOpen(
    tx,
    input,
    links.filter((link) => !wanted.has(link.ma_cs)),
    false,
  );
  await setOpen(
    tx,
    input,
    links.filter((link) => wanted.has(link.ma_cs)),
    true,
  );
  const made = new Set(links.map((link) => link.ma_cs));
  for (const step of steps) if (!made.has(step.ma_cs)) await openFollowUp(tx, input, step);
};
