/**
 * The cashier benchmark's catalogue (issue 29): PRODUCTS items in `stock_products` — goods with a
 * barcode and SERVICES services (loai 3, sold without stock) — their units and CN01's warehouse, loaded
 * through lib/bench-tables.mjs (checked against the tables first). The 50,000 customers the till
 * keeps are customers of the partners benchmark.
 */
export const PRODUCTS = 5_000;
export const SERVICES = 500;
export const MARKER = 'bench-sales';
/** The service every benchmark sale sells (a service: no stock needed). */
export const SALE_ITEM = 'BDV0001';

const GOODS_NAMES = [
  'Kem dưỡng',
  'Sữa rửa mặt',
  'Serum',
  'Toner',
  'Mặt nạ',
  'Kem chống nắng',
  'Dầu gội',
  'Son dưỡng',
];
const BRANDS = [
  'Cetaphil',
  'La Roche-Posay',
  'Bioderma',
  'Innisfree',
  'Vichy',
  'Eucerin',
  'Some By Mi',
  'Cocoon',
];
const SERVICE_NAMES = [
  'Chăm sóc da',
  'Massage body',
  'Gội đầu dưỡng sinh',
  'Triệt lông',
  'Nặn mụn',
  'Tắm trắng',
];

const array = (items) => `ARRAY[${items.map((item) => `'${item}'`).join(',')}]`;

export function salesTables(tenantId) {
  const marked = { created_by: `'${MARKER}'`, updated_by: `'${MARKER}'` };
  const isService = `g <= ${SERVICES}`;
  return {
    stock_units: {
      from: "(VALUES ('LAN', 'Lần'), ('CHAI', 'Chai')) AS v(code, name)",
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('dvt' || code)::uuid::text",
        ma_dvt: 'code',
        ten_dvt: 'name',
        status: 'true',
        ...marked,
      },
    },
    stock_warehouses: {
      rows: 1,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('kho' || g)::uuid::text",
        ma_kho: "'BKHO01'",
        ten_kho: "'Kho bench CN01'",
        ma_dvcs: "'CN01'",
        status: 'true',
        ...marked,
      },
    },
    stock_products: {
      rows: PRODUCTS,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('vt' || g)::uuid::text",
        ma_vt: `CASE WHEN ${isService} THEN 'BDV' || lpad(g::text, 4, '0') ELSE 'BVT' || lpad(g::text, 5, '0') END`,
        ten_vt: `CASE WHEN ${isService}
          THEN (${array(SERVICE_NAMES)})[1 + g % ${SERVICE_NAMES.length}] || ' gói ' || g
          ELSE (${array(GOODS_NAMES)})[1 + g % ${GOODS_NAMES.length}] || ' ' ||
            (${array(BRANDS)})[1 + (g / ${GOODS_NAMES.length}) % ${BRANDS.length}] || ' ' || (50 + g % 200) || 'ml' END`,
        dvt: `CASE WHEN ${isService} THEN 'LAN' ELSE 'CHAI' END`,
        gia_ban: '(50 + g % 40) * 10000',
        ma_thue: "'10'",
        loai: `CASE WHEN ${isService} THEN 3 ELSE 1 END`,
        ma_vach: `CASE WHEN ${isService} THEN NULL ELSE '893' || lpad(g::text, 10, '0') END`,
        status: 'true',
        ...marked,
      },
    },
  };
}
