import type { DocumentRule, StockShortfallPolicy } from '../../documents/rules.ts';
import { loadSetting } from '../system/setting-store.ts';
import { saleRule } from './sale-rules.ts';

/**
 * A till that sold with no network could not see the stock: when the tenant allows it
 * (`sale_offline_negative_stock`), such a sale is applied even if it takes stock below zero, and
 * flagged `am_kho` so the storekeeper finds it (the retail orders' filter "Bán âm kho"); a sale
 * made online is refused as every document is.
 */
export const offlineSaleShortfall: StockShortfallPolicy = async (tx, { doc }) =>
  doc.ban_offline === true && (await loadSetting(tx, 'sale_offline_negative_stock'))
    ? { am_kho: true }
    : undefined;

const tillSale = saleRule({ requireCard: true });

/** The till's sale: its stock flag is the server's to set (above), never what a client sent. */
export const retailOrderRule: DocumentRule = async (tx, input) => {
  const fill = await tillSale(tx, input);
  return { ...fill, header: { ...fill?.header, am_kho: false } };
};
