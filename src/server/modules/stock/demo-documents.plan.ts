import { addDays } from '../../../contract/domain/period.ts';

/**
 * The demo's stock history as document bodies, pure and deterministic (a seeded random walk from
 * a fixed seed over dates counted back from `today`): opening stock in both branches, purchase
 * orders received by receipts, weekly deliveries, internal use of consumables and transfers
 * between the branches. A simulated stock (by batch, first to expire first) keeps every issue
 * within what the warehouse holds, so each body posts as the API would take it.
 */

export interface PlannedItem {
  readonly ma_vt: string;
  readonly price: number;
  readonly batched: boolean;
  readonly material: boolean;
}

export interface PlannedDocument {
  /** API path of the type ('stock/receipt-orders'). */
  readonly path: string;
  readonly ngay_ct: string;
  /** A receipt line's `stt_rec_dh` of '@n' names the order planned n-th, made before it. */
  readonly body: Record<string, unknown> & { details: Record<string, unknown>[] };
}

/** mulberry32: a small seeded generator, the same sequence on every start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BRANCHES = ['CN01', 'CN02'] as const;
const RECEIVERS = ['Khách lẻ', 'Chị Lan (khách VIP)', 'Anh Minh', 'Chị Hạnh', 'Chị Thu'];
const SUPPLIERS = ['NCC001', 'NCC002', 'NCC003'];

/** Cost of an item: a bit over half its sale price, to the thousand dong. */
export const costOf = (item: PlannedItem): number =>
  Math.max(1000, Math.round((item.price * 0.55) / 1000) * 1000);

interface Batch {
  ma_lo: string;
  ngay_hhsd: string;
  ton: number;
}

/** What the plan believes each warehouse holds, by item and batch ('' when untracked). */
class Stock {
  private readonly held = new Map<string, Batch[]>();
  private key = (kho: string, vt: string) => `${kho}|${vt}`;
  add(kho: string, vt: string, batch: Batch): void {
    const list = this.held.get(this.key(kho, vt)) ?? [];
    const same = list.find((b) => b.ma_lo === batch.ma_lo);
    if (same) same.ton += batch.ton;
    else list.push({ ...batch });
    list.sort((x, y) => x.ngay_hhsd.localeCompare(y.ngay_hhsd) || x.ma_lo.localeCompare(y.ma_lo));
    this.held.set(this.key(kho, vt), list);
  }
  /** The batch an issue takes first (the server's own choice) with what it holds. */
  first(kho: string, vt: string): Batch | undefined {
    return this.held.get(this.key(kho, vt))?.find((b) => b.ton > 0);
  }
  take(kho: string, vt: string, quantity: number): Batch {
    const batch = this.first(kho, vt) as Batch;
    batch.ton -= quantity;
    return batch;
  }
}

export interface PlanInput {
  readonly today: string;
  readonly months: number;
  readonly goods: readonly PlannedItem[];
  readonly materials: readonly PlannedItem[];
}

/** The documents in posting order: by date, as a storekeeper would have entered them. */
export function planDemoDocuments(input: PlanInput): PlannedDocument[] {
  const random = seededRandom(20_261_128);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const days = Math.max(7, Math.round(input.months * 30.5));
  const start = addDays(input.today, -days);
  const stock = new Stock();
  const docs: PlannedDocument[] = [];
  const push = (doc: PlannedDocument) => docs.push(doc);
  let lots = 0;
  // A batch code per receipt line of a tracked item (year, month, sequence): never reused.
  const batchOf = (item: PlannedItem, date: string): Batch => {
    if (!item.batched) return { ma_lo: '', ngay_hhsd: '', ton: 0 };
    lots += 1;
    const ma_lo = `L${date.slice(2, 4)}${date.slice(5, 7)}${lots}`;
    return { ma_lo, ngay_hhsd: addDays(date, between(120, 720)), ton: 0 };
  };
  const warehouse = (branch: string, item: PlannedItem) => (item.material ? `KVT${branch}` : `K${branch}`);
  const receiveLine = (branch: string, item: PlannedItem, quantity: number, date: string) => {
    const batch = batchOf(item, date);
    const kho = warehouse(branch, item);
    stock.add(kho, item.ma_vt, { ...batch, ton: quantity });
    return {
      ma_vt: item.ma_vt,
      so_luong: String(quantity),
      gia: String(costOf(item)),
      ma_kho: kho,
      ...(item.batched ? { ma_lo: batch.ma_lo, ngay_hhsd: batch.ngay_hhsd } : {}),
    };
  };
  /** An issue line within what the first batch holds (so the server's own pick never falls short). */
  const issueLine = (kho: string, item: PlannedItem, wanted: number) => {
    const held = stock.first(kho, item.ma_vt)?.ton ?? 0;
    const quantity = Math.min(wanted, Math.floor(held / 2));
    if (quantity <= 0) return null;
    stock.take(kho, item.ma_vt, quantity);
    return { ma_vt: item.ma_vt, so_luong: String(quantity), ma_kho: kho };
  };
  /**
   * A document of the lines the stock could give (none: no document). The header is made only
   * then, so a header that draws from the random sequence draws only for a planned document.
   */
  const pushLines = (
    path: string,
    date: string,
    lines: readonly (Record<string, unknown> | null)[],
    header: () => Record<string, unknown>,
  ) => {
    const details = lines.filter((line) => line !== null);
    if (details.length > 0) push({ path, ngay_ct: date, body: { ...header(), ngay_ct: date, details } });
  };
  const sample = (list: readonly PlannedItem[], count: number) => {
    const chosen = new Set<PlannedItem>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
    return [...chosen];
  };

  // Opening stock on the first day, both branches.
  for (const branch of BRANCHES) {
    const items = [
      ...input.goods.filter((_, i) => i % 2 === (branch === 'CN01' ? 0 : 1) || _.batched),
      ...input.materials,
    ];
    push({
      path: 'stock/receipt-orders',
      ngay_ct: start,
      body: {
        ma_dvcs: branch,
        ma_ct: 'PN2',
        ngay_ct: start,
        dien_giai: `Tồn đầu kỳ ${branch}`,
        details: items.map((item) => receiveLine(branch, item, between(12, 40), start)),
      },
    });
  }
  /** Receipts due on a later day: planned when their day comes, so the plan stays in date order. */
  const later = new Map<string, (() => void)[]>();
  for (let day = 3; day < days; day += 1) {
    const date = addDays(start, day);
    for (const receive of later.get(date) ?? []) receive();
    for (const [b, branch] of BRANCHES.entries()) {
      // A purchase order every three weeks, received four days later (a late one still awaited).
      if ((day + b * 5) % 21 === 0) {
        const items = sample(input.goods, 4);
        const order = docs.length;
        const supplier = pick(SUPPLIERS);
        const lines = items.map((item) => ({
          ma_vt: item.ma_vt,
          so_luong: String(between(6, 24)),
          gia: String(costOf(item)),
        }));
        push({
          path: 'purchases/domestic-orders',
          ngay_ct: date,
          body: {
            ma_dvcs: branch,
            ma_ct: 'DH1',
            ngay_ct: date,
            ma_ncc: supplier,
            status: '2',
            dien_giai: `Đặt hàng mỹ phẩm ${branch}`,
            details: lines,
          },
        });
        const arrives = addDays(date, 4);
        if (arrives < input.today)
          later.set(arrives, [
            ...(later.get(arrives) ?? []),
            () => {
              const details = items.map((item, n) => ({
                ...receiveLine(branch, item, Number(lines[n]?.so_luong), arrives),
                stt_rec_dh: `@${order}`,
                line_dh: n,
              }));
              push({
                path: 'stock/receipt-orders',
                ngay_ct: arrives,
                body: {
                  ma_dvcs: branch,
                  ma_ct: 'PN1',
                  ngay_ct: arrives,
                  ma_ncc: null,
                  dien_giai: 'Nhận hàng theo đơn',
                  details,
                },
              });
            },
          ]);
      }
      // Retail deliveries weekly, internal use of consumables every three weeks.
      if ((day + b * 3) % 7 === 0)
        pushLines(
          'stock/delivery-orders',
          date,
          sample(input.goods, between(2, 4)).map((item) => issueLine(`K${branch}`, item, between(1, 3))),
          () => ({
            ma_dvcs: branch,
            ma_ct: 'PX1',
            nguoi_nhan: pick(RECEIVERS),
            dien_giai: 'Xuất bán mỹ phẩm',
          }),
        );
      if ((day + b * 4) % 21 === 10)
        pushLines(
          'stock/delivery-orders',
          date,
          sample(input.materials, between(2, 3)).map((item) =>
            issueLine(`KVT${branch}`, item, between(2, 6)),
          ),
          () => ({
            ma_dvcs: branch,
            ma_ct: 'PX2',
            nguoi_nhan: 'Kỹ thuật viên',
            dien_giai: 'Xuất dùng cho liệu trình',
          }),
        );
    }
    // A transfer between the branches every fifteen days, CN01 → CN02 and back in turn.
    if (day % 15 === 7) {
      const [from, to] =
        Math.floor(day / 15) % 2 === 0 ? BRANCHES : ([...BRANCHES].reverse() as ['CN02', 'CN01']);
      const details = sample(input.goods, 3).map((item) => {
        // Taken from the first batch, which keeps at least half of what it held: still first.
        const line = issueLine(`K${from}`, item, between(2, 5));
        const batch = stock.first(`K${from}`, item.ma_vt);
        if (!line || !batch) return null;
        stock.add(`K${to}`, item.ma_vt, { ...batch, ton: Number(line.so_luong) });
        return { ...line, ma_kho_nhap: `K${to}` };
      });
      pushLines('stock/transfer-orders', date, details, () => ({
        ma_dvcs: from,
        ma_ct: 'PD1',
        dien_giai: `Điều chuyển ${from} → ${to}`,
      }));
    }
  }
  return docs;
}
