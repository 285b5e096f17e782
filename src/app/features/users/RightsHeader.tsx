import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { CellCheckbox } from './RightsRows.tsx';
import { ACTIONS, type Action, cellState, type Grants, grantedScreens, rowState } from './rights.ts';
import { ACTION_HINTS, ACTION_LABELS } from './rights-labels.ts';

const headCell = 'border-b border-line px-1 py-2 text-center text-[12px] font-semibold text-heading';
const countClass = 'block text-[11px] font-normal text-muted tabular-nums';

/** Filter box, how many screens hold a right, and open / close every module. */
export function RightsToolbar({
  filter,
  onFilter,
  granted,
  total,
  onExpandAll,
  onCollapseAll,
}: {
  filter: string;
  onFilter: (text: string) => void;
  granted: number;
  total: number;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  const { t } = useLingui();
  // While filtering every kept module is open anyway: the two buttons would do nothing.
  const filtering = filter.trim() !== '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchField
        label={t`Lọc màn hình`}
        placeholder={t`Lọc theo tên màn hình`}
        clearLabel={t`Xóa bộ lọc`}
        value={filter}
        onChange={onFilter}
        className="w-full sm:w-72"
      />
      <p className="text-sm text-muted" aria-live="polite" data-testid="rights-count">
        <Trans>
          Đã cấp quyền {granted}/{total} màn hình
        </Trans>
      </p>
      <div className="flex gap-1 sm:ml-auto">
        <Button variant="ghost" size="sm" isDisabled={filtering} onPress={onExpandAll}>
          <ChevronsUpDown aria-hidden="true" className="size-4" />
          <Trans>Mở tất cả</Trans>
        </Button>
        <Button variant="ghost" size="sm" isDisabled={filtering} onPress={onCollapseAll}>
          <ChevronsDownUp aria-hidden="true" className="size-4" />
          <Trans>Thu gọn</Trans>
        </Button>
      </div>
    </div>
  );
}

interface HeadProps {
  grants: Grants;
  screens: readonly string[];
  disabled: boolean;
  onToggle: (screens: readonly string[], actions: readonly Action[]) => void;
}

/** One action's header: its name, the box for the whole column, and how many screens hold it. */
function ActionHead({
  action,
  col,
  grants,
  screens,
  disabled,
  onToggle,
}: HeadProps & { action: Action; col: number }) {
  const { t, i18n } = useLingui();
  const name = i18n._(ACTION_LABELS[action]);
  return (
    <th scope="col" data-row={0} data-col={col} title={i18n._(ACTION_HINTS[action])} className={headCell}>
      <span className="block leading-tight sm:whitespace-nowrap">{name}</span>
      <CellCheckbox
        state={cellState(grants, screens, action)}
        label={t`Cả cột ${name}`}
        isDisabled={disabled}
        onToggle={() => onToggle(screens, [action])}
      />
      <span className={countClass}>{screens.filter((id) => grants[action].has(id)).length}</span>
    </th>
  );
}

/** Column headers: each action's box fills or empties that column over the screens shown. */
export function RightsHead(props: HeadProps) {
  const { t } = useLingui();
  const { grants, screens, onToggle } = props;
  const disabled = props.disabled || screens.length === 0;
  return (
    <thead className="sticky top-0 z-[2] bg-surface">
      <tr>
        <th
          scope="col"
          className="sticky left-0 z-[1] w-44 border-b border-line bg-surface px-3 py-2 text-left text-[13px] font-semibold text-heading sm:w-[30%] lg:w-[38%]"
        >
          <Trans>Chức năng</Trans>
        </th>
        <th scope="col" data-row={0} data-col={0} className={headCell}>
          <span className="block">
            <Trans>Tất cả</Trans>
          </span>
          <CellCheckbox
            state={rowState(grants, screens)}
            label={t`Tất cả quyền trên mọi màn hình đang hiện`}
            isDisabled={disabled}
            onToggle={() => onToggle(screens, ACTIONS)}
          />
          <span className={countClass}>{grantedScreens(grants, screens).length}</span>
        </th>
        {ACTIONS.map((action, index) => (
          <ActionHead key={action} {...props} disabled={disabled} action={action} col={index + 1} />
        ))}
      </tr>
    </thead>
  );
}
