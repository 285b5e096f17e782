import { REFERENCE_ENTITIES } from '../counted-catalogues.ts';
import type { WidgetProps } from '../registry.ts';
import { CountsList } from './CountsList.tsx';

export function ReferenceCountsWidget({ branches }: WidgetProps) {
  return <CountsList entities={REFERENCE_ENTITIES} branches={branches} />;
}
