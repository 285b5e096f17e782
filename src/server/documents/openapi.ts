import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { documents as registered } from '../../contract/documents/registry.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { type JsonSchema, recordSchema, writeBodySchema } from '../entity-api/openapi-schemas.ts';
import { inPath, listParameters, query } from '../entity-api/operations.ts';
import { type DocumentModel, documentModels } from './model.ts';

/**
 * The document routes of documents.md §2 in /api/openapi.json, from the declarations: each type's
 * list, one document with its line tables, create, replace, delete, status change and print, and
 * the stock and purchases routes built on the ledgers.
 */

const summaries = {
  list: msg`Danh sách chứng từ (tiêu đề)`,
  get: msg`Một chứng từ với các dòng`,
  create: msg`Tạo chứng từ (đánh số, tính lại tiền, ghi sổ khi trạng thái ghi sổ)`,
  update: msg`Thay cả chứng từ (version; cũ → 409)`,
  remove: msg`Xóa chứng từ`,
  status: msg`Chuyển trạng thái (duyệt, ghi sổ, hủy)`,
  print: msg`Bản in HTML (A4 hoặc 80 mm)`,
  costCalculation: msg`Tính giá vốn: ghi sổ lại kỳ theo thứ tự ngày với giá bình quân di động`,
  supplierBalances: msg`Công nợ phải trả theo nhà cung cấp (bảng số dư sổ cái)`,
  supplierLedger: msg`Sổ chi tiết công nợ một nhà cung cấp (tài khoản 331)`,
  remaining: msg`Số lượng còn phải nhận của từng dòng đơn mua hàng`,
};

type Doc = { paths: Record<string, Record<string, unknown>>; schemas: Record<string, unknown> };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
export const common = [
  { $ref: '#/components/parameters/Tenant' },
  { $ref: '#/components/parameters/Branchs' },
];
const errors = Object.fromEntries(
  [
    [400, 'VALIDATION (fields name the path: details[3].so_luong)'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN, BRANCH_DENIED, VOUCHER_LOCKED'],
    [404, 'RECORD_NOT_FOUND'],
    [409, 'STALE_VERSION'],
  ].map(([status, description]) => [status, { description, ...json(ref('Error')) }]),
);

const nameOf = (model: DocumentModel) =>
  model.document.name
    .split(/[.\-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** Header and line tables, as read and as written. */
function addSchemas(model: DocumentModel, name: string, t: Translate, doc: Doc) {
  const lines = (mode: 'read' | 'write') =>
    Object.fromEntries(
      model.document.lineNames.map((line) => {
        const entity = model.lineEntities[line];
        if (!entity) return [line, {}];
        const { properties = {}, ...rest } = writeBodySchema(entity, 'create', t) as JsonSchema & {
          properties?: Record<string, unknown>;
        };
        const { id: _id, ...kept } = properties;
        const row = { ...rest, properties: mode === 'read' ? { line: { type: 'integer' }, ...kept } : kept };
        return [line, { type: 'array', items: row, ...(mode === 'write' ? { maxItems: 1000 } : {}) }];
      }),
    );
  const header = recordSchema(model.header, t);
  doc.schemas[name] = { allOf: [header, { type: 'object', properties: lines('read') }] };
  for (const mode of ['create', 'update'] as const) {
    const body = writeBodySchema(model.header.entity, mode, t);
    doc.schemas[`${name}${mode === 'create' ? 'Create' : 'Update'}`] = {
      allOf: [body, { type: 'object', properties: lines('write'), required: ['details'] }],
    };
  }
}

function operation(
  model: DocumentModel,
  t: Translate,
  spec: {
    id: string;
    summary: MessageDescriptor;
    right: string;
    parameters?: unknown[];
    body?: unknown;
    ok: unknown;
  },
) {
  return {
    operationId: `${nameOf(model)}_${spec.id}`,
    tags: [t(model.document.title)],
    summary: t(spec.summary),
    'x-menu-id': model.document.menuId,
    'x-right': spec.right,
    parameters: [...common, ...(spec.parameters ?? [])],
    ...(spec.body ? { requestBody: { required: true, ...json(spec.body as JsonSchema) } } : {}),
    responses: { ...errors, ...(spec.ok as Record<string, unknown>) },
  };
}

function addDocument(model: DocumentModel, t: Translate, doc: Doc) {
  const name = nameOf(model);
  addSchemas(model, name, t, doc);
  const base = `/${model.document.path}`;
  const id = inPath('id');
  const idempotent = { $ref: '#/components/parameters/IdempotencyKey' };
  const ok = (status: number, schema: JsonSchema) => ({ [status]: { description: 'OK', ...json(schema) } });
  const approve = model.document.approveMenuId ? ` | ${model.document.approveMenuId}` : '';
  doc.paths[base] = {
    get: operation(model, t, {
      id: 'list',
      summary: summaries.list,
      right: `read${approve}`,
      parameters: listParameters(model.header, t),
      ok: ok(200, {
        type: 'object',
        properties: {
          items: { type: 'array', items: recordSchema(model.header, t) },
          total: { type: 'integer' },
        },
      }),
    }),
    post: operation(model, t, {
      id: 'create',
      summary: summaries.create,
      right: 'add',
      parameters: [idempotent],
      body: ref(`${name}Create`),
      ok: { ...ok(201, ref(name)), ...ok(200, ref(name)) },
    }),
  };
  doc.paths[`${base}/{id}`] = {
    get: operation(model, t, {
      id: 'get',
      summary: summaries.get,
      right: `read${approve}`,
      parameters: [id],
      ok: ok(200, ref(name)),
    }),
    put: operation(model, t, {
      id: 'update',
      summary: summaries.update,
      right: 'edit',
      parameters: [id, idempotent],
      body: ref(`${name}Update`),
      ok: ok(200, ref(name)),
    }),
    delete: operation(model, t, {
      id: 'remove',
      summary: summaries.remove,
      right: 'del',
      parameters: [id, query('version', { type: 'integer', minimum: 1 }), idempotent],
      ok: ok(200, { type: 'object', properties: { stt_rec: { type: 'string' } } }),
    }),
  };
  doc.paths[`${base}/{id}/status`] = {
    post: operation(model, t, {
      id: 'status',
      summary: summaries.status,
      right: `edit${approve}`,
      parameters: [id, idempotent],
      body: {
        type: 'object',
        properties: { status: { type: 'string', maxLength: 8 }, version: { type: 'integer', minimum: 1 } },
        required: ['status'],
      },
      ok: ok(200, ref(name)),
    }),
  };
  doc.paths[`${base}/{id}/print`] = {
    get: operation(model, t, {
      id: 'print',
      summary: summaries.print,
      right: 'print',
      parameters: [id, query('template', { type: 'string', enum: ['a4', 'k80'] })],
      ok: { 200: { description: 'OK', content: { 'text/html': { schema: { type: 'string' } } } } },
    }),
  };
}

/** Adds every declared document type, and the ledger routes built on them, to the document. */
export function addDocumentPaths(doc: Doc, t: Translate): void {
  const models = documentModels(registered);
  for (const model of models) addDocument(model, t, doc);
  addLedgerPaths(doc, t);
}

/**
 * A bespoke route's operation (ledgers, e-invoices): its menu id and right, the tenant and branch
 * parameters, the shared error answers, and a JSON object as its answer unless `extra` says more.
 */
export function bespokeOperation(
  t: Translate,
  spec: { id: string; summary: MessageDescriptor; menuId: string; right: string },
  { responses, ...extra }: Record<string, unknown> = {},
) {
  return {
    operationId: spec.id,
    tags: [t(spec.summary)],
    summary: t(spec.summary),
    'x-menu-id': spec.menuId,
    'x-right': spec.right,
    parameters: common,
    ...extra,
    responses: {
      ...errors,
      200: { description: 'OK', ...json({ type: 'object' }) },
      ...(responses as Record<string, unknown> | undefined),
    },
  };
}

function addLedgerPaths(doc: Doc, t: Translate) {
  const route = (id: keyof typeof summaries, menuId: string, right: string, extra: Record<string, unknown>) =>
    bespokeOperation(t, { id, summary: summaries[id], menuId, right }, extra);
  doc.paths['/stock/cost-calculation'] = {
    post: route('costCalculation', 'stock.delivery-orders', 'edit', {
      parameters: common,
      requestBody: {
        required: true,
        ...json({
          type: 'object',
          properties: {
            fromDate: { type: 'string', format: 'date' },
            toDate: { type: 'string', format: 'date' },
          },
          required: ['fromDate', 'toDate'],
        }),
      },
    }),
  };
  const code = query('ma_ncc', { type: 'string' });
  doc.paths['/purchases/supplier-balances'] = {
    get: route('supplierBalances', 'purchases.suppliers', 'read', { parameters: [...common, code] }),
  };
  const date = (name: string) => query(name, { type: 'string', format: 'date' });
  doc.paths['/purchases/supplier-ledger'] = {
    get: route('supplierLedger', 'purchases.suppliers', 'read', {
      parameters: [...common, { ...code, required: true }, date('fromDate'), date('toDate')],
    }),
  };
  doc.paths['/purchases/domestic-orders/{id}/remaining'] = {
    get: route('remaining', 'purchases.domestic-orders', 'read', {
      parameters: [...common, inPath('id')],
    }),
  };
}
