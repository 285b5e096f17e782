import { describe, expect, it } from 'vitest';
import { applySettings, type DataColumn, layoutOf } from './columns.ts';
import { move } from './TableSettingsDialog.tsx';

const column = (id: string): DataColumn<object> => ({ id, label: id.toUpperCase(), cell: () => id });
const columns = ['a', 'b', 'c', 'd'].map(column);
const byDefault = (id: string) => id !== 'd';

describe('column layout', () => {
  it('shows the default columns until a layout is saved', () => {
    expect(applySettings(columns, null, byDefault).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('applies the saved order, visibility and widths; columns added since come after', () => {
    const saved = [
      { id: 'c', visible: true, width: 20 },
      { id: 'a', visible: false },
      { id: 'gone', visible: true },
    ];
    const shown = applySettings(columns, saved, byDefault);
    expect(shown.map((c) => c.id)).toEqual(['c', 'b']);
    expect(shown[0]?.width).toBe(60);
    expect(layoutOf(columns, saved, byDefault)).toEqual([
      { id: 'c', visible: true, width: 20 },
      { id: 'a', visible: false },
      { id: 'b', visible: true },
      { id: 'd', visible: false },
    ]);
  });

  it('moves a column one place', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
