// @vitest-environment jsdom
import { msg } from '@lingui/core/macro';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { f } from '../../../contract/entity/fields.ts';
import { fakeApi, renderWithProviders, setupDom } from '../../test/render.tsx';
import { signInToDemo } from '../../test/signed-in.ts';
import { testEntity } from '../../test/test-entity.ts';
import { FieldInput } from './FieldInput.tsx';

setupDom();

const kinds = testEntity('kinds', {
  title: msg`Loại`,
  one: msg`loại`,
  fields: {
    ma: f.code(msg`Mã`),
    gia: f.money(msg`Giá`, { max: 1000000 }),
    ty_le: f.number('numeric', msg`Tỷ lệ`, { precision: 2, min: 0, max: 100 }),
    ngay: f.date(msg`Ngày`),
    gio: f.time(msg`Giờ`),
    ma_dvt: f.lookup(msg`Đơn vị`, 'stock.units'),
    ma_nh: f.lookup(msg`Nhóm`, 'stock.product-groups'),
    nhan: f.multiLookup(msg`Nhãn`, 'stock.units', { maxCount: 2 }),
    anh: f.image(msg`Ảnh`),
    cau_hinh: f.json(msg`Cấu hình`),
  },
  key: 'ma',
  display: 'ma',
  list: { columns: ['ma'], sort: ['ma', 'asc'] },
});

function One({ name, initial, onValue }: { name: string; initial: unknown; onValue?: (v: unknown) => void }) {
  const [value, setValue] = useState(initial);
  const field = kinds.fields[name as keyof typeof kinds.fields];
  return (
    <FieldInput
      entity={kinds}
      name={name}
      field={field}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      isReadOnly={false}
      record={{ id: 'r', version: 1, ma_dvt: 'HOP', ten_dvt: 'Hộp', ma_nh: 'DA', ten_nh: 'Chăm sóc da' }}
    />
  );
}

/** The lookup `name` from `initial`, focused: what it shows, `type` to search, `onValue` sees each pick. */
async function openLookup(name: string, label: string, initial: string) {
  const onValue = vi.fn();
  renderWithProviders(<One name={name} initial={initial} onValue={onValue} />);
  const box = screen.getByRole('combobox', { name: label }) as HTMLInputElement;
  const shown = box.value;
  await act(async () => box.focus());
  const type = (text: string) => act(async () => fireEvent.change(box, { target: { value: text } }));
  return { shown, type, onValue };
}

/** What the server allows to upload. */
const LIMITS = { max_bytes: 1024, max_files: 2, image_types: ['image/png'], file_types: [] };

describe('inputs by field kind', () => {
  beforeEach(() => {
    signInToDemo();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('cleans numbers while typing and clamps them on leaving', () => {
    renderWithProviders(<One name="ty_le" initial="" />);
    const input = screen.getByRole('textbox', { name: 'Tỷ lệ' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a0012.345x' } });
    expect(input.value).toBe('12.34');
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.blur(input);
    expect(input.value).toBe('100');
  });

  it('takes no dot in whole-number money', () => {
    renderWithProviders(<One name="gia" initial="" />);
    const input = screen.getByRole('textbox', { name: 'Giá' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1,500.75' } });
    expect(input.value).toBe('1500');
  });

  it('shows a stored date d-m-Y and a time in 24 hours', () => {
    renderWithProviders(
      <>
        <One name="ngay" initial="2024-12-25" />
        <One name="gio" initial="17:05" />
      </>,
    );
    const day = screen.getAllByRole('spinbutton').map((s) => s.textContent);
    expect(day.slice(0, 3)).toEqual(['25', '12', '2024']);
    expect(day.slice(3)).toEqual(['17', '05']);
  });

  it('labels a lookup with the name the record carries and searches its lookup endpoint', async () => {
    const calls = fakeApi(() => [200, { items: [{ value: 'TD', label: 'Triệt lông' }], total: 1 }]);
    const { shown, type, onValue } = await openLookup('ma_nh', 'Nhóm', 'DA');
    expect(shown).toBe('DA · Chăm sóc da');
    await type('triet');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/stock/product-groups/lookup?searchKey=triet'),
    );
    fireEvent.click(await screen.findByRole('option', { name: /TD/ }));
    expect(onValue).toHaveBeenCalledWith('TD');
  });

  it('picks a unit from the whole kept catalogue, asked once, filtering as typed', async () => {
    const units = [
      { value: 'KG', label: 'Ki lô gam' },
      { value: 'HOP', label: 'Hộp' },
    ];
    const calls = fakeApi(() => [200, { items: units, total: units.length }]);
    const { shown, type, onValue } = await openLookup('ma_dvt', 'Đơn vị', 'HOP');
    expect(shown).toBe('HOP · Hộp');
    await type('ki lo');
    fireEvent.click(await screen.findByRole('option', { name: /KG/ }));
    expect(onValue).toHaveBeenCalledWith('KG');
    expect(screen.queryByRole('option', { name: /HOP/ })).toBeNull();
    const asked = calls.map((c) => c.url).filter((url) => url.includes('/api/stock/units/'));
    expect(asked).toEqual(['/api/stock/units/lookup?pageSize=1000']);
  });

  it('offline, picks from the part kept of a catalogue longer than what is kept', async () => {
    const units = [
      { value: 'KG', label: 'Ki lô gam' },
      { value: 'HOP', label: 'Hộp' },
    ];
    // 1,200 units exist; the kept part alone is searched only when there is no network.
    fakeApi(() => [200, { items: units, total: 1200 }]);
    const { type, onValue } = await openLookup('ma_dvt', 'Đơn vị', '');
    act(() => onlineManager.setOnline(false));
    try {
      await type('hop');
      fireEvent.click(await screen.findByRole('option', { name: /HOP/ }));
      expect(onValue).toHaveBeenCalledWith('HOP');
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('stops adding to a multi-lookup at its maximum', () => {
    fakeApi(() => [200, { items: [], total: 0 }]);
    renderWithProviders(<One name="nhan" initial={['A', 'B']} />);
    expect(screen.getByText('Đã chọn 2/2')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Nhãn' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Bỏ A/ }));
    expect(screen.getByText('Đã chọn 1/2')).toBeTruthy();
  });

  it('previews an image path served by the app, and nothing for an outside address', () => {
    fakeApi(() => [200, LIMITS]);
    const { container, unmount } = renderWithProviders(
      <One name="anh" initial="/api/upload/demo/202611/a.png" />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/upload/demo/202611/a.png');
    unmount();
    const outside = renderWithProviders(<One name="anh" initial="https://x.example/a.png" />);
    expect(outside.container.querySelector('img')).toBeNull();
  });

  it('removing a file the saved record holds only unlinks it (no DELETE before saving)', async () => {
    const calls = fakeApi(() => [200, LIMITS]);
    const seen: unknown[] = [];
    renderWithProviders(
      <One name="anh" initial="/api/upload/demo/202611/a.png" onValue={(v) => seen.push(v)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Xóa Ảnh 1' }));
    expect(seen).toEqual(['']);
    expect(screen.queryByRole('img')).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.url.includes('upload/limits'))).toBe(true));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('refuses a file over the size limit before sending it, naming the file', async () => {
    const calls = fakeApi(() => [200, LIMITS]);
    const { container } = renderWithProviders(<One name="anh" initial="" />);
    // The server's limits are in use once the hint quotes them.
    await screen.findByText('hoặc kéo thả vào đây, tối đa 1 KB mỗi tệp');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/png');
    const big = new File([new Uint8Array(2048)], 'lon.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(screen.getByRole('alert').textContent).toBe('Tệp "lon.png" vượt quá dung lượng cho phép 1 KB');
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
