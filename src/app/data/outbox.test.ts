// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../contract/api/auth.api.ts';
import { saveUser } from '../state/session.ts';
import { signInToDemo } from '../test/signed-in.ts';
import { discardItem, outbox, refreshOutbox, replayOutbox, submitWrite } from './outbox.ts';

/** The outbox's sending (outbox.ts) over a stubbed network; its rules are in outbox-queue.test.ts. */

interface Sent {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}

/** `answer` decides per call: a status and body, or 'drop' for no answer at all. */
function network(answer: (sent: Sent) => [number, unknown] | 'drop'): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const call = {
        method: init.method ?? 'GET',
        url,
        key: headers.get('Idempotency-Key'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(call);
      const reply = answer(call);
      if (reply === 'drop') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply[1]), { status: reply[0] });
    }),
  );
  return sent;
}

const write = (name: string, recordId = name) => ({
  entity: 'stock.units',
  entityPath: 'stock/units',
  path: 'stock/units',
  method: 'POST' as const,
  op: 'create' as const,
  recordId,
  label: name,
  body: { id: recordId, ma_dvt: name, ten_dvt: name },
});

describe('the outbox', () => {
  beforeEach(async () => {
    signInToDemo();
    saveUser({ user_name: `u${Math.random()}` } as UserInfo);
    await refreshOutbox();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a write at once with its Idempotency-Key and keeps nothing after the answer', async () => {
    const sent = network((call) => [201, { ...(call.body as object), version: 1 }]);
    const result = await submitWrite(write('A'), '01a0-0001');
    expect(result).toMatchObject({ sent: true, body: { ma_dvt: 'A', version: 1 } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toBe('01a0-0001');
    expect(outbox.items).toEqual([]);
  });

  it('keeps writes without an answer and replays them in order with the same keys', async () => {
    let online = false;
    const sent = network((call) => (online ? [201, call.body] : 'drop'));
    expect(await submitWrite(write('A'), '01a0-0001')).toEqual({ sent: false });
    // Queued behind A: not even tried while A waits.
    expect(await submitWrite(write('B'), '01a0-0002')).toEqual({ sent: false });
    expect(outbox.items.map((item) => [item.id, item.state, item.attempts])).toEqual([
      ['01a0-0001', 'pending', 2],
      ['01a0-0002', 'pending', 0],
    ]);
    online = true;
    await replayOutbox();
    expect(sent.slice(-2).map((call) => call.key)).toEqual(['01a0-0001', '01a0-0002']);
    expect(outbox.items).toEqual([]);
  });

  it('hands a refusal back to the form that made it and does not keep it', async () => {
    network(() => [400, { code: 'VALIDATION', message: 'Dữ liệu không hợp lệ', fields: [] }]);
    await expect(submitWrite(write('A'), '01a0-0001')).rejects.toMatchObject({ status: 400 });
    expect(outbox.items).toEqual([]);
  });

  it('turns a refused replay into a conflict that stays until discarded', async () => {
    let reply: [number, unknown] | 'drop' = 'drop';
    network(() => reply);
    await submitWrite(write('A'), '01a0-0001');
    reply = [409, { code: 'STALE_VERSION', message: 'Dữ liệu đã được người khác cập nhật' }];
    await replayOutbox();
    expect(outbox.items[0]).toMatchObject({ state: 'conflict', problem: { status: 409 } });
    await replayOutbox();
    expect(outbox.items).toHaveLength(1);
    await discardItem('01a0-0001');
    expect(outbox.items).toEqual([]);
  });
});
