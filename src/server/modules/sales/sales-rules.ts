import type { DocumentRules } from '../../documents/rules.ts';
import { invoiceOrderRule } from '../einvoice/invoice-order-rules.ts';
import { retailOrderRule } from './offline-stock.ts';
import { returnRule } from './return-rules.ts';
import { saleRule } from './sale-rules.ts';

/** The database rules of the sales document types, by document name (passed to documentRoutes). */
export const salesDocumentRules: DocumentRules = {
  'sales.bills': saleRule({ requireCard: true }),
  'sales.retail-orders': retailOrderRule,
  'sales.services': saleRule({ performers: true }),
  'sales.sale-orders': saleRule(),
  'sales.gift-orders': saleRule(),
  'sales.returns': returnRule,
  'sales.invoice-orders': invoiceOrderRule,
};
