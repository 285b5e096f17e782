import { describe, expect, it } from 'vitest';
import { partners } from '../../contract/entities/crm/partners.entity.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { ApiError } from '../http/errors.ts';
import { checkableProperties, mapUniqueViolation, uniqueSets } from './unique.ts';

const t: Translate = (message, values = {}) =>
  (message.message ?? message.id).replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** How Drizzle wraps a driver error: the PostgreSQL error is the cause. */
const violation = (constraint: string) => ({ message: 'Failed query', cause: { code: '23505', constraint } });

describe('unique sets of an entity', () => {
  it('lists the key first, then the declared sets, in index order', () => {
    expect(uniqueSets(partners)).toEqual([['ma_kh'], ['dien_thoai']]);
    expect([...checkableProperties(partners)]).toEqual(['ma_kh', 'dien_thoai']);
  });

  it('turns a unique-index violation into a 400 naming the fields of that index', () => {
    const fieldsOf = (error: unknown) => (error as ApiError).details.fields;
    const byKey = mapUniqueViolation(partners, { t }, violation('crm_partners_key_uq'));
    expect(byKey).toBeInstanceOf(ApiError);
    expect((byKey as ApiError).status).toBe(400);
    expect(fieldsOf(byKey)).toEqual([{ field: 'ma_kh', message: 'Mã khách hàng đã tồn tại' }]);
    expect(fieldsOf(mapUniqueViolation(partners, { t }, violation('crm_partners_uq1')))).toEqual([
      { field: 'dien_thoai', message: 'Điện thoại đã tồn tại' },
    ]);
    expect(fieldsOf(mapUniqueViolation(partners, { t }, violation('crm_partners_pkey')))).toEqual([
      { field: 'id', message: 'id đã tồn tại' },
    ]);
  });

  it('leaves every other error as it was', () => {
    const other = { cause: { code: '23503', constraint: 'x' } };
    expect(mapUniqueViolation(partners, { t }, other)).toBe(other);
    const plain = new Error('boom');
    expect(mapUniqueViolation(partners, { t }, plain)).toBe(plain);
  });
});
