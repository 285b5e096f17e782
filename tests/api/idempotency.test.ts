import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../src/contract/entities/stock/units.entity.ts';
import { openTwoTenants, type TwoTenants } from './auth-helpers.ts';
import { type Caller, caller, countRows } from './entity-helpers.ts';
import { backend } from './harness.ts';

const PATH = '/api/stock/units';
const key = (name: string) => ({ 'Idempotency-Key': `test-${name}` });

/** DESIGN.md §4 Idempotency-Key: a repeated write answers its first result and writes once. */
describe(`Idempotency-Key on writes (${backend})`, () => {
  let two: TwoTenants;
  let admin: Caller;
  let letan: Caller;
  let other: Caller;
  beforeAll(async () => {
    two = await openTwoTenants();
    admin = caller(two.t, two.admin, { Branchs: 'CN01' });
    letan = caller(two.t, two.letan, { Branchs: 'CN01' });
    other = caller(two.t, two.other, {}, 'khac');
  });
  afterAll(() => two.t.close());

  it('answers a repeated create with the first record and inserts one row', async () => {
    const before = await countRows(two.t, units);
    const body = { ma_dvt: 'IDEM1', ten_dvt: 'Hộp' };
    const first = await admin.post(PATH, body, key('create'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await admin.post(PATH, body, key('create'));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await countRows(two.t, units)).toBe(before + 1);
  });

  it('says so in a header when it replays', async () => {
    const body = { ma_dvt: 'IDEM2', ten_dvt: 'Lọ' };
    const headers = {
      Authorization: `Bearer ${two.admin}`,
      Tenant: 'demo',
      'content-type': 'application/json',
    };
    const send = () =>
      two.t.request(PATH, {
        method: 'POST',
        headers: { ...headers, ...key('header') },
        body: JSON.stringify(body),
      });
    expect((await send()).headers.get('idempotent-replayed')).toBeNull();
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
  });

  it('applies a repeated update and delete once', async () => {
    const created = (await admin.post(PATH, { ma_dvt: 'IDEM3', ten_dvt: 'Cái' })).body;
    const edit = { ma_dvt: 'IDEM3', ten_dvt: 'Chiếc', version: created.version };
    const updated = await admin.put(`${PATH}/${created.id}`, edit, key('update'));
    expect(updated.status).toBe(200);
    // Without the key this repeat would be a stale version (409): the first answer comes back.
    const repeated = await admin.put(`${PATH}/${created.id}`, edit, key('update'));
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(updated.body);
    expect((await admin.get(`${PATH}/${created.id}`)).body.version).toBe(created.version + 1);
    expect((await admin.delete(`${PATH}/${created.id}`, key('delete'))).status).toBe(200);
    const deletedAgain = await admin.delete(`${PATH}/${created.id}`, key('delete'));
    expect(deletedAgain).toEqual({ status: 200, body: { id: created.id } });
  });

  it('refuses the same key on another request with 422', async () => {
    expect((await admin.post(PATH, { ma_dvt: 'IDEM4', ten_dvt: 'Tuýp' }, key('reuse'))).status).toBe(201);
    const changed = await admin.post(PATH, { ma_dvt: 'IDEM5', ten_dvt: 'Tuýp' }, key('reuse'));
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(changed.body.message).toContain('Idempotency-Key');
    const otherPath = await admin.post('/api/stock/warehouses', { ma_kho: 'X' }, key('reuse'));
    expect(otherPath.status).toBe(422);
    expect((await admin.get(`${PATH}?searchKey=IDEM5`)).body.total).toBe(0);
  });

  it('keeps keys apart per tenant and per user', async () => {
    const body = { ma_dvt: 'IDEM6', ten_dvt: 'Gói' };
    const mine = await admin.post(PATH, body, key('scoped'));
    const theirs = await other.post(PATH, body, key('scoped'));
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await countRows(two.t, units, 'khac')).toBeGreaterThan(0);
    // Another user of the same tenant with the same key gets their own answer, not the replay.
    const colleague = await letan.post(PATH, body, key('scoped'));
    expect(colleague.body).not.toEqual(mine.body);
    expect(colleague.status).not.toBe(201);
  });

  it('does not spend a key on a refused write', async () => {
    const refused = await admin.post(PATH, { ma_dvt: 'IDEM7' }, key('refused'));
    expect(refused.status).toBe(400);
    const fixed = await admin.post(PATH, { ma_dvt: 'IDEM7', ten_dvt: 'Thùng' }, key('refused'));
    expect(fixed.status).toBe(201);
  });

  it('runs concurrent repeats once: every one answers the same record', async () => {
    const before = await countRows(two.t, units);
    const body = { ma_dvt: 'IDEM8', ten_dvt: 'Bịch' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => admin.post(PATH, body, key('race'))));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await countRows(two.t, units)).toBe(before + 1);
  });

  it('checks the key and answers 400 naming it when malformed', async () => {
    for (const wrong of ['with space', 'x'.repeat(201)]) {
      const bad = await admin.post(PATH, { ma_dvt: 'IDEM9', ten_dvt: 'Lon' }, { 'Idempotency-Key': wrong });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
    }
    expect((await admin.get(`${PATH}?searchKey=IDEM9`)).body.total).toBe(0);
  });

  it('replays other /api writes too (system/stt)', async () => {
    const first = await admin.post('/api/system/stt', { idem_probe: 1 }, key('stt'));
    expect(first.status).toBe(200);
    await admin.post('/api/system/stt', { idem_probe: 2 });
    const again = await admin.post('/api/system/stt', { idem_probe: 1 }, key('stt'));
    expect(again.body).toEqual(first.body);
    expect((await admin.get('/api/system/stt')).body.idem_probe).toBe(2);
  });
});
