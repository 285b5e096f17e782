/**
 * The catalogues the counting widgets list, here rather than in the widgets' files so the
 * declarations (dashboard.widgets.ts) can ask for their counts before the widgets' code arrives.
 */

/** Catalogues the back office runs on: people, places and goods. */
export const REFERENCE_ENTITIES = [
  'hr.employees',
  'hr.departments',
  'stock.warehouses',
  'stock.product-groups',
  'stock.units',
  'purchases.suppliers',
] as const;

/** What selling draws on until the sales module brings its own figures: customers and sales lists. */
export const SALES_ENTITIES = [
  'crm.partners',
  'sales.card-types',
  'sales.discount-codes',
  'sales.payment-types',
  'stock.rates',
  'stock.product-types',
] as const;
