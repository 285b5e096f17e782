import { describe, expect, it } from 'vitest';
import {
  afterOutcome,
  countByState,
  nextToSend,
  type OutboxItem,
  type SendOutcome,
  stopsReplay,
} from './outbox-queue.ts';

function item(id: string, recordId: string, extra: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id,
    entity: 'stock.units',
    entityPath: 'stock/units',
    path: `stock/units/${recordId}`,
    method: 'PUT',
    op: 'update',
    recordId,
    branchs: 'CN01',
    label: recordId,
    createdAt: '2026-11-25T10:00:00.000Z',
    state: 'pending',
    attempts: 0,
    ...extra,
  };
}

const refused = (status: number, code: string): SendOutcome => ({
  kind: 'refused',
  status,
  code,
  message: code,
});

describe('outbox order', () => {
  it('sends the oldest pending item first, whatever order they are stored in', () => {
    const items = [item('0003', 'b'), item('0001', 'a'), item('0002', 'c')];
    expect(nextToSend(items)?.id).toBe('0001');
  });

  it('holds back later writes of a record whose earlier write waits for the user', () => {
    const items = [
      item('0001', 'a', { op: 'create', method: 'POST', state: 'conflict' }),
      item('0002', 'a'),
      item('0003', 'b'),
    ];
    expect(nextToSend(items)?.id).toBe('0003');
    expect(nextToSend(items.slice(0, 2))).toBeUndefined();
  });

  it('has nothing to send when every item waits for the user', () => {
    expect(nextToSend([item('0001', 'a', { state: 'failed' })])).toBeUndefined();
    expect(nextToSend([])).toBeUndefined();
  });
});

describe('outbox state after an answer', () => {
  const queued = item('0001', 'a');

  it('drops an applied item', () => {
    expect(afterOutcome(queued, { kind: 'sent', body: {} })).toBeNull();
  });

  it('keeps an item without an answer pending, counting the try', () => {
    const next = afterOutcome(queued, { kind: 'no-answer', message: 'Failed to fetch' });
    expect(next).toMatchObject({ state: 'pending', attempts: 1, problem: { code: 'NETWORK', status: null } });
  });

  it('keeps server failures, 401 and throttling pending', () => {
    for (const status of [500, 502, 503, 401, 408, 429])
      expect(afterOutcome(queued, refused(status, 'X'))?.state).toBe('pending');
    // The same key still being written by an earlier try: its answer comes on the next pass.
    expect(afterOutcome(queued, refused(409, 'IDEMPOTENCY_IN_PROGRESS'))?.state).toBe('pending');
  });

  it('makes a stale version and a validation refusal a conflict', () => {
    expect(afterOutcome(queued, refused(409, 'STALE_VERSION'))?.state).toBe('conflict');
    const invalid: SendOutcome = {
      kind: 'refused',
      status: 400,
      code: 'VALIDATION',
      message: 'Dữ liệu không hợp lệ',
      fields: [{ field: 'ten_dvt', message: 'Tên đơn vị tính là bắt buộc' }],
    };
    expect(afterOutcome(queued, invalid)).toMatchObject({
      state: 'conflict',
      problem: { status: 400, fields: [{ field: 'ten_dvt' }] },
    });
  });

  it('fails other refusals with the server’s message', () => {
    const next = afterOutcome(queued, refused(403, 'BRANCH_DENIED'));
    expect(next).toMatchObject({ state: 'failed', problem: { status: 403, message: 'BRANCH_DENIED' } });
    expect(afterOutcome(queued, refused(404, 'RECORD_NOT_FOUND'))?.state).toBe('failed');
  });

  it('stops a replay when the network or the server is gone, not on a refusal', () => {
    expect(stopsReplay({ kind: 'no-answer', message: '' })).toBe(true);
    expect(stopsReplay(refused(503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(stopsReplay(refused(409, 'STALE_VERSION'))).toBe(false);
    expect(stopsReplay({ kind: 'sent', body: null })).toBe(false);
  });

  it('counts pending items apart from the ones that need the user', () => {
    const items = [
      item('1', 'a'),
      item('2', 'b', { state: 'conflict' }),
      item('3', 'c', { state: 'failed' }),
    ];
    expect(countByState(items)).toEqual({ pending: 1, attention: 2 });
  });
});
