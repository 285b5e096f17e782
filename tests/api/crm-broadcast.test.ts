import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpGatewaySender } from '../../src/server/modules/messaging/http-gateway.ts';
import { signIn } from './auth-helpers.ts';
import { setCrmSetting } from './crm-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { startSmsGateway } from './sms-gateway.ts';

/**
 * /crm/broadcast (issue 28): a message to a customer segment sent by a server-side job through the
 * message sender (here the HTTP gateway adapter, against a local gateway that counts what it
 * receives), logged in system/sms/logs, each recipient pending → sent / failed with the reason,
 * customers without a valid phone skipped — and no customer sent twice when the broadcast is
 * retried while it runs, or retried twice at once.
 */
describe(`crm/broadcast (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  const phones = Array.from({ length: 45 }, (_, i) => `09550${String(i).padStart(5, '0')}`);
  const FLAKY = phones[7] as string;

  beforeAll(async () => {
    gateway = await startSmsGateway();
    const sender = new HttpGatewaySender({ url: gateway.url, token: 'bi-mat', brandname: 'SENSPA' });
    t = await openTestApp({ messageSender: sender });
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    await setCrmSetting(t, 'crm_partner_require_phone', false);
    const rows = phones.map((dien_thoai, i) => ({
      ten_kh: `Khách ${i}`,
      dien_thoai,
      ma_nguon: 'BC',
      ma_dvcs: 'CN01',
    }));
    rows.push({ ten_kh: 'Không số', ma_nguon: 'BC', ma_dvcs: 'CN01' } as (typeof rows)[number]);
    rows.push({ ten_kh: 'Ngoài nhóm', dien_thoai: '0955099999', ma_nguon: 'KHAC', ma_dvcs: 'CN01' });
    for (const row of rows) expect((await admin.post('/api/crm/partners', row)).status).toBe(201);
    // Opening the app migrates and seeds a fresh database: slow on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  async function settled(id: string) {
    for (let i = 0; i < 600; i++) {
      const state = (await admin.get(`/api/crm/broadcast/${id}`)).body;
      if (state.trang_thai === 'done' && state.counts.pending + state.counts.sending === 0) return state;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the broadcast did not finish');
  }

  it('refuses bad input naming the field and writes nothing', async () => {
    const base = { loc_kh: 'ma_nguon=BC', kenh: 'sms', noi_dung: 'Ưu đãi tháng 12' };
    const empty = await admin.post('/api/crm/broadcast', { ...base, noi_dung: '  ' });
    expect(empty.body.fields).toEqual([
      { field: 'noi_dung', message: 'Nội dung tin nhắn không được để trống' },
    ]);
    expect(
      (await admin.post('/api/crm/broadcast', { ...base, loc_kh: 'luong=1' })).body.fields[0].field,
    ).toBe('loc_kh');
    expect((await admin.post('/api/crm/broadcast', { ...base, kenh: 'call' })).body.fields[0].field).toBe(
      'kenh',
    );
    const letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    expect((await letan.post('/api/crm/broadcast', base)).status).toBe(403);
    expect((await admin.get('/api/crm/broadcast')).body.total).toBe(0);
    expect(gateway.received).toHaveLength(0);
  });

  it('sends each customer once through retries racing the job, skipping those without a phone', async () => {
    gateway.failing.add(FLAKY);
    const made = await admin.post('/api/crm/broadcast', {
      loc_kh: 'ma_nguon=BC',
      kenh: 'sms',
      noi_dung: 'Sen Spa: ưu đãi 20% tháng 12',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as string;
    // Two retries while the job runs: each starts another run of the same broadcast.
    const retries = await Promise.all([1, 2].map(() => admin.post(`/api/crm/broadcast/${id}/retry`, {})));
    expect(retries.map((r) => r.status)).toEqual([200, 200]);
    const first = await settled(id);
    expect(first.total).toBe(46);
    expect(first.counts).toMatchObject({ sent: 44, failed: 1, skipped: 1 });
    const counts = gateway.sendsTo();
    for (const phone of phones.filter((p) => p !== FLAKY)) expect(counts.get(phone), phone).toBe(1);
    expect(counts.has('0955099999')).toBe(false);

    const failed = await admin.get(`/api/crm/broadcast/${id}/recipients?status=failed`);
    expect(failed.body.items).toEqual([
      expect.objectContaining({ recipient: FLAKY, status: 'failed', reason: 'HTTP 503: busy' }),
    ]);
    const skipped = await admin.get(`/api/crm/broadcast/${id}/recipients?status=skipped`);
    expect(skipped.body.items).toEqual([
      expect.objectContaining({
        ten_kh: 'Không số',
        recipient: null,
        reason: 'Không có số điện thoại hợp lệ',
      }),
    ]);

    // The gateway is back: two retries at once send the failed one once more, nobody else again.
    gateway.failing.clear();
    const flakyBefore = counts.get(FLAKY) ?? 0;
    await Promise.all([1, 2].map(() => admin.post(`/api/crm/broadcast/${id}/retry`, {})));
    const second = await settled(id);
    expect(second.counts).toMatchObject({ sent: 45, failed: 0, skipped: 1, pending: 0, sending: 0 });
    const after = gateway.sendsTo();
    expect(after.get(FLAKY)).toBe(flakyBefore + 1);
    for (const phone of phones.filter((p) => p !== FLAKY)) expect(after.get(phone), phone).toBe(1);

    // The documented request, and every attempt in system/sms/logs.
    expect(gateway.received[0]).toMatchObject({
      authorization: 'Bearer bi-mat',
      contentType: 'application/json',
      body: {
        channel: 'sms',
        text: 'Sen Spa: ưu đãi 20% tháng 12',
        brandname: 'SENSPA',
        purpose: 'broadcast',
      },
    });
    const logs = await admin.get('/api/system/sms/logs?purpose=broadcast&pageSize=1000');
    expect(logs.body.total).toBe(gateway.received.length);
    const statuses = logs.body.items.map((row: { status: string }) => row.status);
    expect(statuses.filter((s: string) => s === 'sent')).toHaveLength(45);
  });

  it('makes one broadcast per Idempotency-Key, and a campaign’s broadcast starts the campaign', async () => {
    const campaign = await admin.post('/api/crm/campaigns', {
      ten_cd: 'Khách nguồn BC',
      kenh: 'sms',
      ngay_bd: '2026-11-01',
      ngay_kt: '2030-12-31',
      loc_kh: 'ma_nguon=BC',
      ma_dvcs: 'CN01',
    });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const body = { campaign_id: campaign.body.id, kenh: 'sms', noi_dung: 'Nhắc lịch chăm sóc da' };
    const key = { 'Idempotency-Key': 'broadcast-once-1' };
    const [a, b] = [
      await admin.post('/api/crm/broadcast', body, key),
      await admin.post('/api/crm/broadcast', body, key),
    ];
    expect(a.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    expect((await admin.get(`/api/crm/broadcast?campaign_id=${campaign.body.id}`)).body.total).toBe(1);
    await settled(a.body.id);
    expect((await admin.get(`/api/crm/campaigns/${campaign.body.id}`)).body.trang_thai).toBe('running');
    const results = await admin.get(`/api/crm/campaigns/${campaign.body.id}/results`);
    expect(results.body).toMatchObject({ audience: 46, sent: 45, skipped: 1, failed: 0 });
  });
});
