import { products } from '../../../contract/entities/stock/products.entity.ts';
import { services } from '../../../contract/entities/stock/services.entity.ts';
import type { Db } from '../client.ts';
import { demoBarcode, GOODS, MATERIALS, PACKAGES } from './demo-products.data.ts';
import { SERVICES } from './demo-services.data.ts';
import { seedEntity } from './seed-entity.ts';

/** The VAT code of the demo items: the reduced 8% rate most goods and services have in 2026. */
const VAT = '08';

function productRows() {
  const goods = GOODS.map(([ma_vt, ten_vt, nhom, dvt, price], i) => ({
    ma_vt,
    ten_vt,
    nhom,
    dvt,
    loai: 1,
    gia_ban: String(price),
    ma_vach: demoBarcode(i + 1),
    ma_thue: VAT,
  }));
  const materials = MATERIALS.map(([ma_vt, ten_vt, nhom, dvt, price]) => ({
    ma_vt,
    ten_vt,
    nhom,
    dvt,
    loai: 2,
    gia_ban: String(price),
    ma_thue: VAT,
    // Consumables are issued as the day goes and counted at the end of the month.
    cho_phep_am: true,
  }));
  const packages = PACKAGES.map(([ma_vt, ten_vt, nhom, dvt, price]) => ({
    ma_vt,
    ten_vt,
    nhom,
    dvt,
    loai: 4,
    gia_ban: String(price),
    ma_thue: VAT,
  }));
  // Serums and treatment ampoules expire: their batches are tracked.
  const batched = new Set(['SER02', 'SER04', 'SER06', 'SER08', 'VT34', 'VT35', 'VT36', 'VT38', 'VT40']);
  return [...goods, ...materials, ...packages].map((row) => ({ ...row, theo_lo: batched.has(row.ma_vt) }));
}

function serviceRows() {
  return SERVICES.map(([ma_vt, ten_vt, nhom, thoi_gian, price, loai_phong]) => ({
    ma_vt,
    ten_vt,
    nhom,
    dvt: 'LAN',
    gia_ban: String(price),
    ma_thue: VAT,
    thoi_gian,
    loai_phong,
    vai_tro: ['KTV'],
  }));
}

/** The demo spa's item catalogue: about 170 products and 130 services. */
export async function seedItemsDemo(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, products, productRows());
  await seedEntity(owner, tenantId, services, serviceRows());
}
