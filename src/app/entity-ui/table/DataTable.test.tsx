// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupDom } from '../../test/render.tsx';
import type { DataColumn } from './columns.ts';
import { DataTable } from './DataTable.tsx';

setupDom();

interface Thing {
  id: string;
  name: string;
  locked: boolean;
}

const rows: Thing[] = Array.from({ length: 5 }, (_, i) => ({
  id: `t${i}`,
  name: `Thing ${i}`,
  locked: i === 1,
}));
const columns: DataColumn<Thing>[] = [
  { id: 'id', label: 'Code', sortable: true, cell: (row) => row.id },
  { id: 'name', label: 'Name', isRowHeader: true, cell: (row) => row.name },
];

function Harness({ onSort, onOpen }: { onSort: (s: SortDescriptor) => void; onOpen: (row: Thing) => void }) {
  const [selected, setSelected] = useState(new Set<string>());
  const [expanded, setExpanded] = useState(new Set<string>());
  return (
    <>
      <output data-testid="selected">{[...selected].sort().join(',')}</output>
      <DataTable
        label="Things"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ column: 'id', direction: 'ascending' }}
        onSortChange={onSort}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        isSelectable={(row) => !row.locked}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        renderExpanded={(row) => <p>Details of {row.name}</p>}
        onRowAction={onOpen}
      />
    </>
  );
}

describe('DataTable', () => {
  it('selects every selectable row with select-all, skipping unselectable ones', () => {
    renderWithProviders(<Harness onSort={vi.fn()} onOpen={vi.fn()} />);
    const grid = screen.getByRole('grid', { name: 'Things' });
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Chọn tất cả' }));
    expect(screen.getByTestId('selected').textContent).toBe('t0,t2,t3,t4');
    const boxes = within(grid).getAllByRole('checkbox', { name: /^Chọn dòng/ });
    expect((boxes[1] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Chọn tất cả' }));
    expect(screen.getByTestId('selected').textContent).toBe('');
  });

  it('sorts from the header and opens a row', () => {
    const onSort = vi.fn();
    const onOpen = vi.fn();
    renderWithProviders(<Harness onSort={onSort} onOpen={onOpen} />);
    const header = screen.getByRole('columnheader', { name: 'Code' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(onSort).toHaveBeenCalledWith({ column: 'id', direction: 'descending' });
    fireEvent.click(screen.getByRole('rowheader', { name: 'Thing 2' }));
    expect(onOpen).toHaveBeenCalledWith(rows[2]);
  });

  it('expands a row to show its details underneath', () => {
    renderWithProviders(<Harness onSort={vi.fn()} onOpen={vi.fn()} />);
    const expand = screen.getAllByRole('button', { name: 'Mở rộng dòng' })[3] as HTMLElement;
    fireEvent.click(expand);
    expect(screen.getByText('Details of Thing 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn dòng' }));
    expect(screen.queryByText('Details of Thing 3')).toBeNull();
  });
});
