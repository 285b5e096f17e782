import { useLingui } from '@lingui/react/macro';
import { STATE_COLOURS, STATE_LABELS } from './einvoice-api.ts';

/** The e-invoice state of an order as a chip, drawn like the document status chips. */
export function EinvoiceStateChip({ state }: { state: unknown }) {
  const { i18n } = useLingui();
  const key = typeof state === 'string' ? state : '';
  const colour = STATE_COLOURS[key] ?? '#A8AAAE';
  const label = STATE_LABELS[key];
  return (
    <span
      data-testid="einvoice-state"
      className="inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap"
      style={{ backgroundColor: `${colour}29`, color: `color-mix(in srgb, ${colour} 55%, black)` }}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full" style={{ backgroundColor: colour }} />
      {label ? i18n._(label) : key}
    </span>
  );
}
