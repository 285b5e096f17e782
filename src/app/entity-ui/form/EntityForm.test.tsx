// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../contract/api/auth.api.ts';
import { units } from '../../../contract/entities/stock/units.entity.ts';
import { saveUser } from '../../state/session.ts';
import { fakeApi, renderWithProviders, setupDom } from '../../test/render.tsx';
import { signInToDemo } from '../../test/signed-in.ts';
import type { EntityRow } from '../entity-api.ts';
import { EntityForm } from './EntityForm.tsx';
import { useEntityForm } from './use-entity-form.ts';

setupDom();

function Harness({ record, onSaved }: { record?: EntityRow; onSaved: (row: EntityRow) => void }) {
  const form = useEntityForm(units, record, onSaved);
  return (
    <>
      <EntityForm entity={units} form={form} formId="f" isReadOnly={false} />
      <button type="submit" form="f">
        Lưu
      </button>
    </>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;
const record: EntityRow = {
  id: 'u1',
  version: 3,
  ma_dvt: 'HOP',
  ten_dvt: 'Hộp',
  ten_dvt2: null,
  status: true,
};

describe('the entity form', () => {
  beforeEach(() => {
    signInToDemo();
    // Writes go through the signed-in user's outbox.
    saveUser({ user_name: 'admin' } as UserInfo);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('types codes in upper case, checks on submit with the contract messages, then creates', async () => {
    const calls = fakeApi((method, url, body) => {
      if (url.includes('/exists/')) return [200, false];
      if (method === 'POST') return [201, { ...(body as object), version: 1 }];
      return [404, { code: 'NOT_FOUND', message: 'x' }];
    });
    const onSaved = vi.fn();
    renderWithProviders(<Harness onSaved={onSaved} />);
    fireEvent.change(box('Mã đơn vị tính'), { target: { value: 'hộp-1 a' } });
    expect(box('Mã đơn vị tính').value).toBe('HỘP1A');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' })));
    expect(await screen.findByText('Tên đơn vị tính không được để trống')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(box('Tên đơn vị tính'), { target: { value: 'Hộp' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' })));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/stock/units');
    expect(post?.body).toMatchObject({ ma_dvt: 'HỘP1A', ten_dvt: 'Hộp', status: true });
    expect((post?.body as { id: string } | undefined)?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });

  it("says '{field} đã tồn tại' when the key is taken (unique-property)", async () => {
    const calls = fakeApi((_method, url) => (url.includes('/exists/') ? [200, true] : [500, {}]));
    renderWithProviders(<Harness onSaved={vi.fn()} />);
    fireEvent.change(box('Mã đơn vị tính'), { target: { value: 'KG' } });
    fireEvent.change(box('Tên đơn vị tính'), { target: { value: 'Ki lô' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' })));
    expect(await screen.findByText('Mã đơn vị tính đã tồn tại')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/stock/units/exists/ma_dvt/KG');
  });

  it('leaves the focus where the user types when the duplicate check answers late', async () => {
    fakeApi((_method, url) => (url.includes('/exists/') ? [200, true] : [500, {}]));
    renderWithProviders(<Harness onSaved={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' })));
    await waitFor(() => expect(document.activeElement).toBe(box('Mã đơn vị tính')));
    fireEvent.change(box('Mã đơn vị tính'), { target: { value: 'KG' } });
    // Leaving the code asks the server; the user is typing the name when the answer comes.
    fireEvent.blur(box('Mã đơn vị tính'));
    box('Tên đơn vị tính').focus();
    expect(await screen.findByText('Mã đơn vị tính đã tồn tại')).toBeTruthy();
    expect(document.activeElement).toBe(box('Tên đơn vị tính'));
  });

  it('puts the server field errors on their inputs and offers reload on a stale version', async () => {
    let put = 0;
    const calls = fakeApi((method) => {
      if (method !== 'PUT') return [200, { ...record, version: 4, ten_dvt: 'Hộp mới' }];
      put += 1;
      return put === 1
        ? [
            400,
            {
              code: 'VALIDATION',
              message: 'Dữ liệu không hợp lệ',
              fields: [{ field: 'ten_dvt2', message: 'Tên tiếng Anh quá dài' }],
            },
          ]
        : [409, { code: 'STALE_VERSION', message: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại' }];
    });
    renderWithProviders(<Harness record={record} onSaved={vi.fn()} />);
    fireEvent.change(box('Tên đơn vị tính'), { target: { value: 'Hộp to' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' })));
    expect(await screen.findByText('Tên tiếng Anh quá dài')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ version: 3, ma_dvt: 'HOP', ten_dvt: 'Hộp to' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lưu' })));
    expect(await screen.findByText('Dữ liệu đã được người khác cập nhật, vui lòng tải lại')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tải lại' })));
    await waitFor(() => expect(box('Tên đơn vị tính').value).toBe('Hộp mới'));
  });
});
