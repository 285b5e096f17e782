import { SALES_ENTITIES } from '../counted-catalogues.ts';
import type { WidgetProps } from '../registry.ts';
import { CountsList } from './CountsList.tsx';

export function SalesCatalogWidget({ branches }: WidgetProps) {
  return <CountsList entities={SALES_ENTITIES} branches={branches} />;
}
