import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../src/contract/entities/registry.ts';
import type { Entity } from '../../src/contract/entity/define.ts';
import { entityTableOf } from '../../src/server/db/entity-tables.ts';
import { users } from '../../src/server/db/schema.ts';
import { DEFAULT_CUSTOMER_SOURCES, DEFAULT_PAYMENT_TYPES } from '../../src/server/db/seed/defaults.ts';
import { DEMO_TENANT } from '../../src/server/db/seed.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, signIn } from './auth-helpers.ts';
import { caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const byName = new Map<string, Entity>(entities.map((entity) => [entity.name, entity]));
const entity = (name: string) => byName.get(name) as Entity;

describe(`reference data of the demo tenant and new tenants (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({
      tenants: [
        {
          id: 'moi',
          ten_dn: 'Spa mới',
          branches: [{ ma_dvcs: 'HN', ten_dvcs: 'Hà Nội' }],
          admin: { user_name: 'admin', password: 'mat-khau-9', ten_nsd: 'Quản trị' },
        },
      ],
    });
  });
  afterAll(() => t.close());

  const rows = (tenant: string, e: Entity) =>
    withTenant(t.database.db, tenant, (tx) => tx.select().from(entityTableOf(e))) as Promise<
      Record<string, unknown>[]
    >;

  it('seeds demo rows for every entity the system writes itself, logs excepted', async () => {
    const counts: Record<string, number> = {};
    for (const e of entities) {
      const [row] = await withTenant(t.database.db, DEMO_TENANT, (tx) =>
        tx.select({ n: count() }).from(entityTableOf(e)),
      );
      counts[e.name] = row?.n ?? 0;
    }
    const empty = Object.entries(counts).filter(([name, n]) => n === 0 && !entity(name).readOnly);
    // Units and partners are seeded by their own modules' issues; appointments, notes, complaints,
    // tickets, calls and care assignments need demo customers; campaigns are each shop's own.
    const later = [
      'stock.units',
      'crm.partners',
      'crm.partner-notes',
      'crm.complains',
      'crm.tasks',
      'crm.tickets',
      'crm.call-logs',
      'crm.call-center-call-logs',
      'crm.service-employee-responsibilities',
      'crm.campaigns',
    ];
    expect(empty.map(([name]) => name).filter((n) => !later.includes(n))).toEqual([]);
    expect(counts['system.sms-logs']).toBe(0);
    expect(counts['system.branchs']).toBe(2);
    expect(counts['sales.payment-types']).toBe(DEFAULT_PAYMENT_TYPES.length + 2);
  });

  it('stores in every lookup and dictionary field of the demo rows a code that exists', async () => {
    const dangling: string[] = [];
    const dictionary = await rows(DEMO_TENANT, entity('system.dictionaries'));
    for (const e of entities) {
      const data = await rows(DEMO_TENANT, e);
      for (const [name, field] of Object.entries(e.fields)) {
        if (field.kind !== 'lookup' && field.kind !== 'dictionary') continue;
        const known =
          field.kind === 'lookup'
            ? new Set((await rows(DEMO_TENANT, entity(field.entity))).map((r) => r[entity(field.entity).key]))
            : new Set(dictionary.filter((d) => d.loai === field.group).map((d) => d.ma_tudien));
        for (const row of data) {
          if (row[name] !== null && !known.has(row[name])) dangling.push(`${e.name}.${name}=${row[name]}`);
        }
      }
    }
    expect(dangling).toEqual([]);
  });

  it('gives the receptionist letan the employee NV001 of branch CN01 she is scoped to', async () => {
    const [letan] = await withTenant(t.database.db, DEMO_TENANT, (tx) =>
      tx.select().from(users).where(eq(users.user_name, 'letan')),
    );
    const staff = await rows(DEMO_TENANT, entity('hr.employees'));
    const nv001 = staff.find((row) => row.ma_nv === 'NV001');
    expect(nv001).toMatchObject({ ten_nv: letan?.ten_nsd, ma_dvcs: 'CN01', ma_bp: 'LETAN', status: 1 });
    expect(letan).toMatchObject({ saler: 'NV001', employees: ['NV001'], branchs: 'CN01' });
  });

  it('starts a new tenant with the default payment types and customer sources only', async () => {
    const payment = await rows('moi', entity('sales.payment-types'));
    expect(payment.map((row) => row.ma_httt).sort()).toEqual(
      DEFAULT_PAYMENT_TYPES.map((p) => p.ma_httt).sort(),
    );
    const sources = await rows('moi', entity('system.dictionaries'));
    expect(sources).toHaveLength(DEFAULT_CUSTOMER_SOURCES.length);
    expect(await rows('moi', entity('hr.employees'))).toEqual([]);
    const [branch] = await rows('moi', entity('system.branchs'));
    expect(branch).toMatchObject({ ma_dvcs: 'HN', status: 1, created_by: 'system', version: 1 });
  });

  it('keeps a dictionary code unique within its group only', async () => {
    const insert = (loai: string) =>
      withTenant(t.database.db, DEMO_TENANT, (tx) =>
        tx.execute(sql`INSERT INTO system_dictionaries (tenant_id, id, loai, ma_tudien, ten_tudien, status)
          VALUES (${DEMO_TENANT}, gen_random_uuid()::text, ${loai}, 'KHAC', 'Khác', 1)`),
      );
    await insert('nghe_nghiep');
    await insert('loai_da');
    await expect(insert('loai_da')).rejects.toThrow();
  });

  it('still answers GET system/branchs sorted by ma_dvcs, limited to the branches of a non-administrator', async () => {
    const admin = await signIn(t, 'admin');
    const letan = await signIn(t, 'letan');
    const list = async (token: string) =>
      (await t.request('/api/system/branchs', bearer(token))).json() as Promise<{
        items: { ma_dvcs: string; dia_chi: string }[];
        total: number;
      }>;
    const all = await list(admin.session.access_token);
    expect(all.items.map((b) => b.ma_dvcs)).toEqual(['CN01', 'CN02']);
    expect(all.total).toBe(2);
    expect(all.items[0]?.dia_chi).toContain('Nguyễn Huệ');
    expect((await list(letan.session.access_token)).items.map((b) => b.ma_dvcs)).toEqual(['CN01']);
  });

  it('gives a user without the catalogue right their own active branches whatever they ask, and none to a user without branches', async () => {
    const letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    // The forced filter wins over the query's, and no branch scope applies to this open list.
    const inactive = await letan.get('/api/system/branchs?status=0', { Branchs: 'CN02' });
    expect(inactive.status).toBe(200);
    expect(inactive.body.items.map((b: { ma_dvcs: string }) => b.ma_dvcs)).toEqual(['CN01']);
    expect((await letan.get('/api/system/branchs/lookup')).status).toBe(200);
    expect((await letan.get(`/api/system/branchs/${inactive.body.items[0].id}`)).status).toBe(403);
    const setBranchs = (branchs: string) =>
      withTenant(t.database.db, DEMO_TENANT, (tx) =>
        tx.update(users).set({ branchs }).where(eq(users.user_name, 'letan')),
      );
    await setBranchs('');
    try {
      const none = await letan.get('/api/system/branchs?status=1&pageSize=1000');
      expect(none.status).toBe(200);
      expect(none.body.items).toEqual([]);
      // Routes that work on branches still refuse that user.
      expect((await letan.get('/api/crm/partners')).body.code).toBe('NO_BRANCH_RIGHTS');
    } finally {
      await setBranchs('CN01');
    }
  });

  it('lets an administrator add, stop and page branches; branch scope and the startup list follow at once', async () => {
    const admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    const created = await admin.post('/api/system/branchs', { ma_dvcs: 'CN09', ten_dvcs: 'Chi nhánh 9' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The new branch may be selected right away (no stale branch cache).
    const scoped = await admin.get('/api/system/branchs?status=1&pageSize=1000', { Branchs: 'CN09' });
    expect(scoped.status).toBe(200);
    expect(scoped.body.items.map((b: { ma_dvcs: string }) => b.ma_dvcs)).toEqual(['CN01', 'CN02', 'CN09']);
    const stopped = await admin.patch(`/api/system/branchs/${created.body.id}`, {
      status: 0,
      version: created.body.version,
    });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    const active = await admin.get('/api/system/branchs?status=1&pageSize=1000');
    expect(active.body.items.map((b: { ma_dvcs: string }) => b.ma_dvcs)).toEqual(['CN01', 'CN02']);
    const page = await admin.get('/api/system/branchs?searchKey=chi nhanh 9');
    expect(page.body.items.map((b: { ma_dvcs: string }) => b.ma_dvcs)).toEqual(['CN09']);
    expect((await admin.get('/api/system/branchs', { Branchs: 'CN09' })).status).toBe(403);
  });
});
