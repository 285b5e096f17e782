import { describe, expect, it } from 'vitest';
import type { MenuNode } from './menu-tree.ts';
import { bookmarkablePages, findPages, pageAt, starredPages } from './page-search.ts';

const leaf = (id: string, title: string, command: string): MenuNode => ({
  id,
  title,
  command,
  icon: null,
  children: [],
});

const tree: MenuNode[] = [
  {
    id: 'crm',
    title: 'CRM',
    command: null,
    icon: null,
    children: [
      leaf('crm.partners', 'Khách hàng', '/crm/partners'),
      leaf('crm.calls', 'Cuộc gọi', '/crm/call-logs'),
    ],
  },
  {
    id: 'stock',
    title: 'Kho',
    command: null,
    icon: null,
    children: [
      {
        id: 'stock.ref',
        title: 'Danh mục',
        command: null,
        icon: null,
        children: [leaf('stock.units', 'Đơn vị tính', '/stock/units')],
      },
    ],
  },
];

describe('page search', () => {
  const pages = bookmarkablePages(tree);

  it('lists every page of the menu in menu order with the groups above it', () => {
    expect(pages).toEqual([
      { path: '/crm/partners', title: 'Khách hàng', trail: ['CRM'] },
      { path: '/crm/call-logs', title: 'Cuộc gọi', trail: ['CRM'] },
      { path: '/stock/units', title: 'Đơn vị tính', trail: ['Kho', 'Danh mục'] },
    ]);
  });

  it('finds pages without accents or case, by title, group or path', () => {
    expect(findPages(pages, 'DON VI').map((p) => p.path)).toEqual(['/stock/units']);
    expect(findPages(pages, 'kho danh')).toHaveLength(1);
    expect(findPages(pages, 'call-logs').map((p) => p.title)).toEqual(['Cuộc gọi']);
    expect(findPages(pages, 'khong co')).toEqual([]);
    expect(findPages(pages, '  ')).toHaveLength(3);
  });

  it('puts whole words of the title first, then of its groups, then words they begin', () => {
    const more = [
      ...pages,
      { path: '/sales/card-lock', title: 'Khóa thẻ thanh toán', trail: ['Bán hàng'] },
      { path: '/stock/warehouses', title: 'Kho hàng', trail: ['Kho', 'Danh mục'] },
    ];
    // 'Kho hàng' is Kho; 'Đơn vị tính' sits under Kho; 'Khóa' only begins with it once folded.
    expect(findPages(more, 'kho').map((p) => p.path)).toEqual([
      '/stock/warehouses',
      '/stock/units',
      '/sales/card-lock',
    ]);
  });

  it('keeps starred pages in starring order and drops those the user cannot open', () => {
    const starred = starredPages(pages, ['/stock/units', '/sales/room-orders', '/crm/partners']);
    expect(starred.map((p) => p.path)).toEqual(['/stock/units', '/crm/partners']);
  });

  it('names the menu page a deeper path belongs to, never a look-alike prefix', () => {
    expect(pageAt(pages, '/crm/partners/12/edit')?.path).toBe('/crm/partners');
    expect(pageAt(pages, '/crm/partners-vip')).toBeUndefined();
    expect(pageAt(pages, '/')).toBeUndefined();
  });
});
