import type { WidgetProps } from '../registry.ts';
import { CountsList } from './CountsList.tsx';

/** What selling draws on until the sales module brings its own figures: customers and sales lists. */
export const SALES_ENTITIES = [
  'crm.partners',
  'sales.card-types',
  'sales.discount-codes',
  'sales.payment-types',
  'stock.rates',
  'stock.product-types',
] as const;

export function SalesCatalogWidget({ branches }: WidgetProps) {
  return <CountsList entities={SALES_ENTITIES} branches={branches} />;
}
