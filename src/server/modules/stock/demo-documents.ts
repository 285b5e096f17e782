import { and, eq } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { documents } from '../../../contract/documents/registry.ts';
import { todayIn } from '../../../contract/domain/period.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { GOODS, MATERIALS } from '../../db/seed/demo-products.data.ts';
import { toUserInfo } from '../../db/user-info.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { parseDocument } from '../../documents/input.ts';
import { type DocumentModel, documentModels } from '../../documents/model.ts';
import { createDocument } from '../../documents/write.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { translate } from '../../i18n.ts';
import { purchaseDocumentRules } from '../purchases/purchases.rules.ts';
import { type PlannedItem, planDemoDocuments } from './demo-documents.plan.ts';

/**
 * Months of stock documents for the demo tenant (DEMO_DOCUMENTS), each created by the engine's own
 * createDocument as the demo administrator — numbering, batches, posting, balances and the
 * general ledger exactly as through the API, so the ledgers are right by construction. Runs once,
 * when the demo tenant is first seeded.
 */

/** Serums and ampoules the demo tracks by batch (demo-items.ts `theo_lo`). */
const BATCHED = new Set(['SER02', 'SER04', 'SER06', 'SER08', 'VT34', 'VT35', 'VT36', 'VT38', 'VT40']);

function catalogue(): { goods: PlannedItem[]; materials: PlannedItem[] } {
  const item =
    (material: boolean) =>
    ([ma_vt, , , , price]: readonly [string, string, string, string, number]) => ({
      ma_vt,
      price,
      batched: BATCHED.has(ma_vt),
      material,
    });
  // Stock is kept for the shelf's usual lines: every other product, the tracked ones, all consumables.
  return {
    goods: GOODS.filter((g, i) => i % 2 === 0 || BATCHED.has(g[0])).map(item(false)),
    materials: MATERIALS.filter((m, i) => i < 20 || BATCHED.has(m[0])).map(item(true)),
  };
}

async function adminScope(owner: Db, tenantId: string): Promise<RequestScope> {
  const [row] = await withTenant(owner, tenantId, (tx) =>
    tx
      .select()
      .from(users)
      .where(and(eq(users.tenant_id, tenantId), eq(users.user_name, 'admin'))),
  );
  if (!row) throw new Error(`demo documents: tenant ${tenantId} has no admin`);
  const branches = ['CN01', 'CN02'];
  return {
    tenantId,
    user: { ...toUserInfo(row), id: row.id, sessionId: '' },
    branches,
    tenantBranches: async () => branches,
    t: (message, values) => translate('vi', message, values),
  };
}

/** Creates the planned documents in order; answers how many were made. */
export async function seedDemoDocuments(
  owner: Db,
  tenantId: string,
  options: { months: number; today?: string },
): Promise<number> {
  if (options.months <= 0) return 0;
  const scope = await adminScope(owner, tenantId);
  const models = new Map<string, DocumentModel>(documentModels(documents).map((m) => [m.document.path, m]));
  const plan = planDemoDocuments({
    today: options.today ?? todayIn(Date.now(), BUSINESS_TIME_ZONE),
    months: options.months,
    ...catalogue(),
  });
  const made: string[] = [];
  const client = { ip: null, deviceId: 'demo-seed', userAgent: null };
  for (const planned of plan) {
    const model = models.get(planned.path);
    if (!model) throw new Error(`demo documents: no document type at ${planned.path}`);
    const details = planned.body.details.map((line) =>
      typeof line.stt_rec_dh === 'string' && line.stt_rec_dh.startsWith('@')
        ? { ...line, stt_rec_dh: made[Number(line.stt_rec_dh.slice(1))] }
        : line,
    );
    const input = parseDocument(model, { ...planned.body, details }, 'create', scope.t);
    const rule = purchaseDocumentRules[model.document.name];
    const { record } = await createDocument({ db: owner, model, scope, client, rule }, input);
    made.push(String(record.stt_rec));
  }
  return made.length;
}
