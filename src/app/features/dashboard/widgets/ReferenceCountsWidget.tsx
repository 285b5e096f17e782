import type { WidgetProps } from '../registry.ts';
import { CountsList } from './CountsList.tsx';

/** Catalogues the back office runs on: people, places and goods. */
export const REFERENCE_ENTITIES = [
  'hr.employees',
  'hr.departments',
  'stock.warehouses',
  'stock.product-groups',
  'stock.units',
  'purchases.suppliers',
] as const;

export function ReferenceCountsWidget({ branches }: WidgetProps) {
  return <CountsList entities={REFERENCE_ENTITIES} branches={branches} />;
}
