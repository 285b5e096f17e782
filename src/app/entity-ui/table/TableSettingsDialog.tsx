import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, Input, Label, NumberField } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { type ColumnSetting, clampWidth, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './columns.ts';

/** Moves the item at `from` one place up (-1) or down (+1). */
export function move<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const iconButton =
  'grid size-8 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-primary-50 hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-primary-500 data-disabled:cursor-not-allowed data-disabled:opacity-30';

function ColumnLine({
  setting,
  label,
  index,
  count,
  onChange,
  onMove,
}: {
  setting: ColumnSetting;
  label: string;
  index: number;
  count: number;
  onChange: (setting: ColumnSetting) => void;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useLingui();
  return (
    <li className="flex items-center gap-2 border-b border-line py-1.5 last:border-b-0">
      <Checkbox
        isSelected={setting.visible}
        onChange={(visible) => onChange({ ...setting, visible })}
        className="min-w-0 flex-1 text-sm"
      >
        <span className="truncate">{label}</span>
      </Checkbox>
      <NumberField
        aria-label={t`Độ rộng cột ${label} (px)`}
        value={setting.width ?? Number.NaN}
        onChange={(width) =>
          onChange({ ...setting, width: Number.isNaN(width) ? undefined : clampWidth(width) })
        }
        minValue={MIN_COLUMN_WIDTH}
        maxValue={MAX_COLUMN_WIDTH}
        step={10}
        formatOptions={{ useGrouping: false }}
        className="w-20"
      >
        <Label className="sr-only">{t`Độ rộng`}</Label>
        <Input
          placeholder={t`Tự động`}
          className="h-8 w-full rounded-md border border-line bg-surface px-2 text-right text-sm tabular-nums outline-none placeholder:text-muted/70 focus:border-primary-500"
        />
      </NumberField>
      <AriaButton
        aria-label={t`Đưa ${label} lên`}
        isDisabled={index === 0}
        onPress={() => onMove(-1)}
        className={iconButton}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </AriaButton>
      <AriaButton
        aria-label={t`Đưa ${label} xuống`}
        isDisabled={index === count - 1}
        onPress={() => onMove(1)}
        className={iconButton}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </AriaButton>
    </li>
  );
}

/**
 * The settings popup of spec §2: which columns show, in what order, how wide (empty = automatic).
 * 'Mặc định' goes back to the declaration's layout; saving goes through the config update.
 */
export function TableSettingsDialog({
  isOpen,
  onOpenChange,
  layout,
  defaults,
  labels,
  onSave,
  saving,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  layout: readonly ColumnSetting[];
  defaults: readonly ColumnSetting[];
  labels: ReadonlyMap<string, string>;
  onSave: (layout: ColumnSetting[]) => Promise<unknown>;
  saving: boolean;
}) {
  const [draft, setDraft] = useState<ColumnSetting[]>(() => [...layout]);
  const change = (index: number) => (setting: ColumnSetting) =>
    setDraft((current) => current.map((item, i) => (i === index ? setting : item)));
  const save = () =>
    onSave(draft).then(
      () => onOpenChange(false),
      () => undefined,
    );
  return (
    <ModalDialog
      title={<Trans>Tùy chỉnh cột</Trans>}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!saving}
      actions={
        <>
          <Button variant="ghost" className="mr-auto" onPress={() => setDraft([...defaults])}>
            <Trans>Mặc định</Trans>
          </Button>
          <Button variant="outline" onPress={() => onOpenChange(false)} isDisabled={saving}>
            <Trans>Hủy bỏ</Trans>
          </Button>
          <Button onPress={() => void save()} isPending={saving}>
            <Trans>Lưu</Trans>
          </Button>
        </>
      }
    >
      <p className="mb-2 text-[13px] text-muted">
        <Trans>Chọn cột hiển thị, thứ tự và độ rộng (px, để trống là tự động).</Trans>
      </p>
      <ul className="max-h-[55dvh] overflow-y-auto pr-1">
        {draft.map((setting, index) => (
          <ColumnLine
            key={setting.id}
            setting={setting}
            label={labels.get(setting.id) ?? setting.id}
            index={index}
            count={draft.length}
            onChange={change(index)}
            onMove={(step) => setDraft((current) => move(current, index, step))}
          />
        ))}
      </ul>
    </ModalDialog>
  );
}
