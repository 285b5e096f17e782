// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/render.tsx';
import { signInToDemo } from '../../test/signed-in.ts';
import { readLayout, saveLayout } from './table-settings.ts';

describe('table layout saved per settings key', () => {
  beforeEach(() => {
    i18n.activate('vi');
    signInToDemo();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to save without a key, before any call', async () => {
    const calls = fakeApi(() => [200, {}]);
    await expect(saveLayout(undefined, [])).rejects.toThrow('Settings Key is not defined');
    expect(calls).toHaveLength(0);
  });

  it('saves through the config update by name, the layout as JSON text', async () => {
    const calls = fakeApi((_m, _u, body) => [200, body]);
    await saveLayout('table_stock_units', [
      { id: 'ten_dvt', visible: true, width: 240 },
      { id: 'ma_dvt', visible: false },
    ]);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/system/configs' });
    const body = calls[0]?.body as { name: string; group: string; value: string };
    expect(body).toMatchObject({ name: 'table_stock_units', group: 'settings' });
    expect(JSON.parse(body.value)).toEqual({
      columns: [
        { id: 'ten_dvt', visible: true, width: 240 },
        { id: 'ma_dvt', visible: false },
      ],
    });
  });

  it('shows the server message when the save fails', async () => {
    fakeApi(() => [403, { code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện chức năng này' }]);
    await expect(saveLayout('table_x', [])).rejects.toThrow('Bạn không có quyền thực hiện chức năng này');
  });

  it('reads a saved layout back, and nothing from a value that does not read', () => {
    const value = JSON.stringify({ columns: [{ id: 'a', visible: true }] });
    const configs = [
      { name: 'table_a', group: 'settings', value },
      { name: 'table_b', group: 'settings', value: '{oops' },
    ];
    expect(readLayout(configs, 'table_a')).toEqual([{ id: 'a', visible: true }]);
    expect(readLayout(configs, 'table_b')).toBeNull();
    expect(readLayout(configs, undefined)).toBeNull();
  });
});
