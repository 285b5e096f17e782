import { useLingui } from '@lingui/react/macro';
import { type LucideIcon, Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';
import type { LineState } from './lines.ts';

/** Shown with their own row at the top of a card: the item and its name. */
const HEAD = new Set(['ma_vt', 'ten_vt']);

/** One more or one less of a quantity typed as text ('2.5' → '3.5'); never below zero. */
export function stepQuantity(value: string, step: 1 | -1): string {
  const current = Number(value.replace(',', '.'));
  const next = (Number.isFinite(current) ? current : 0) + step;
  return String(Math.max(0, Math.round(next * 1000) / 1000));
}

/**
 * A phone's document lines (below `md`): each line a card — the item with its name, the quantity
 * between − and + buttons a thumb can hit, the other cells in two columns under their labels —
 * drawn with the grid's own cells, so the keyboard order, checks and amounts are the grid's.
 */
export function LineCards({
  lines,
  headers,
  headerLabel,
  cell,
  isReadOnly,
  onQuantity,
  onRemove,
}: {
  lines: readonly LineState[];
  headers: readonly string[];
  headerLabel: (name: string) => string;
  cell: (line: LineState, index: number, name: string) => ReactNode;
  isReadOnly: boolean;
  onQuantity: (line: LineState, value: string) => void;
  onRemove: (line: LineState) => void;
}) {
  const { t } = useLingui();
  const step = (line: LineState, by: 1 | -1) => () =>
    onQuantity(line, stepQuantity(String(line.values.so_luong ?? ''), by));
  const rest = headers.filter((name) => !HEAD.has(name) && name !== 'so_luong');
  return (
    <ol className="grid gap-2">
      {lines.map((line, index) => (
        <li key={line.key} className="grid gap-2 rounded-card border border-line p-3">
          <div className="flex items-center gap-2">
            <span className="text-xs font-semibold text-muted tabular-nums">{index + 1}</span>
            <div className="min-w-0 flex-1">{cell(line, index, 'ma_vt')}</div>
            {isReadOnly ? null : (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Xóa dòng ${index + 1}`}
                className="size-[44px] text-muted hover:text-danger"
                onPress={() => onRemove(line)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
          {line.product ? <p className="text-sm font-medium text-heading">{line.product.ten_vt}</p> : null}
          <div className="flex items-center gap-2">
            <span className="w-20 text-sm text-muted">{headerLabel('so_luong')}</span>
            {isReadOnly ? null : (
              <StepButton icon={Minus} label={t`Bớt một, dòng ${index + 1}`} onPress={step(line, -1)} />
            )}
            <div className="w-24 [&_input]:h-[44px]">{cell(line, index, 'so_luong')}</div>
            {isReadOnly ? null : (
              <StepButton icon={Plus} label={t`Thêm một, dòng ${index + 1}`} onPress={step(line, 1)} />
            )}
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
            {rest.map((name) => (
              <div key={name} className="grid min-w-0 gap-0.5">
                <dt className="text-xs text-muted">{headerLabel(name)}</dt>
                <dd className="min-w-0">{cell(line, index, name)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** The − or + beside a line's quantity, thumb-sized. */
function StepButton({
  icon: Icon,
  label,
  onPress,
}: {
  icon: LucideIcon;
  label: string;
  onPress: () => void;
}) {
  return (
    <Button variant="outline" size="icon" aria-label={label} className="size-[44px]" onPress={onPress}>
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
