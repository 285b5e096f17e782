import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { branchState } from '../../state/branch.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import type { CalendarView } from './calendar-search.ts';

export interface ToolbarProps {
  views: readonly CalendarView[];
  addLabel: string;
  view: CalendarView;
  heading: string;
  color: 'type' | 'status';
  branch: string;
  canAdd: boolean;
  onView: (view: CalendarView) => void;
  onStep: (direction: -1 | 0 | 1) => void;
  onColor: (color: 'type' | 'status') => void;
  onBranch: (branch: string) => void;
  onAdd: () => void;
}

const ALL = '__all';

/** Today / previous / next, the period shown, the calendar's views, colouring and branch. */
export function CalendarToolbar(props: ToolbarProps) {
  const { t } = useLingui();
  const { list } = useSnapshot(branchState);
  const names: Record<CalendarView, string> = {
    day: t`Ngày`,
    week: t`Tuần`,
    month: t`Tháng`,
    staff: t`Theo nhân viên`,
    room: t`Theo phòng`,
  };
  const branches = [
    { id: ALL, label: t`Tất cả chi nhánh` },
    ...list.map((b) => ({ id: b.ma_dvcs, label: b.ten_dvcs })),
  ];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" onPress={() => props.onStep(0)}>
          {t`Hôm nay`}
        </Button>
        <Button variant="ghost" size="icon" aria-label={t`Trước`} onPress={() => props.onStep(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t`Sau`} onPress={() => props.onStep(1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
        <h2 className="ml-1 text-lg font-semibold text-heading" aria-live="polite">
          {props.heading}
        </h2>
      </div>
      <ToggleButtonGroup
        aria-label={t`Kiểu xem`}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[props.view]}
        onSelectionChange={(keys) => {
          const [next] = [...keys] as CalendarView[];
          if (next) props.onView(next);
        }}
        className="flex flex-wrap rounded-md bg-subtle p-0.5"
      >
        {props.views.map((view) => (
          <ToggleButton
            key={view}
            id={view}
            className="h-8 cursor-pointer rounded-[5px] px-3 text-sm font-medium text-muted outline-none hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500 data-selected:bg-surface data-selected:text-primary-ink data-selected:shadow-nav"
          >
            {names[view]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div className="flex flex-wrap items-center gap-3 lg:ml-auto">
        <Select
          label={t`Tô màu theo`}
          hideLabel
          value={props.color}
          onChange={(key) => props.onColor(key === 'status' ? 'status' : 'type')}
          options={[
            { id: 'type', label: t`Màu theo loại` },
            { id: 'status', label: t`Màu theo trạng thái` },
          ]}
        />
        <Select
          label={t`Chi nhánh`}
          hideLabel
          value={props.branch || ALL}
          onChange={(key) => props.onBranch(key === ALL ? '' : String(key))}
          options={branches}
        />
        {props.canAdd ? (
          <Button size="sm" onPress={props.onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {props.addLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
