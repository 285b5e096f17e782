import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import { RightsHead, RightsToolbar } from './RightsHeader.tsx';
import { ModuleRows } from './RightsRows.tsx';
import {
  ACTIONS,
  type Action,
  type Allowed,
  allScreens,
  filterTree,
  flatten,
  type Grants,
  grantedScreens,
  type RightsNode,
  toggle,
} from './rights.ts';

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Arrow keys move between the boxes of the grid (Tab still walks them in reading order). */
function moveFocus(event: KeyboardEvent<HTMLTableElement>): void {
  const move = MOVES[event.key];
  const cell = (event.target as HTMLElement).closest('[data-row]');
  if (!move || !(cell instanceof HTMLElement)) return;
  const row = Number(cell.dataset.row) + move[0];
  const col = Number(cell.dataset.col) + move[1];
  const next = event.currentTarget.querySelector<HTMLInputElement>(
    `[data-row="${row}"][data-col="${col}"] input`,
  );
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Which modules are open: the user's choice, or while filtering every module the filter keeps. */
function useOpenModules(shown: readonly RightsNode[], filtering: boolean) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const open = filtering ? new Set(shown.map((node) => node.id)) : expanded;
  const flip = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { open, flip, setExpanded };
}

interface TableProps {
  shown: readonly RightsNode[];
  grants: Grants;
  allowed: Allowed;
  disabled: boolean;
  open: ReadonlySet<string>;
  onExpand: (id: string) => void;
  onToggle: (screens: readonly string[], actions: readonly Action[]) => void;
}

/** The grid itself: sticky header and first column, scrolling inside its own box. */
function RightsTable({ shown, grants, allowed, disabled, open, onExpand, onToggle }: TableProps) {
  const { t } = useLingui();
  // Rows on screen, numbered from 1 (0 is the header), for the arrow keys.
  const visible = shown.flatMap((node) => (open.has(node.id) ? flatten([node]) : [node]));
  const index = new Map(visible.map((node, i) => [node.id, i + 1]));
  const rowIndex = (id: string) => index.get(id) ?? -1;
  return (
    <div className="relative max-h-[70dvh] overflow-auto rounded-md border border-line">
      <table
        aria-label={t`Phân quyền chức năng`}
        onKeyDown={moveFocus}
        className="w-full min-w-[600px] border-separate border-spacing-0 text-[14px] sm:min-w-[700px]"
      >
        <RightsHead grants={grants} screens={allScreens(shown)} disabled={disabled} onToggle={onToggle} />
        <tbody>
          {shown.map((node) => (
            <ModuleRows
              key={node.id}
              node={node}
              {...{ grants, disabled, allowed, onExpand, onToggle, rowIndex }}
              expanded={open}
            />
          ))}
          {shown.length === 0 ? (
            <tr>
              <td colSpan={ACTIONS.length + 2} className="px-4 py-8 text-center text-muted">
                <Trans>Không có màn hình nào khớp với bộ lọc</Trans>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export interface RightsEditorProps {
  tree: readonly RightsNode[];
  grants: Grants;
  onChange: (grants: Grants) => void;
  allowed: Allowed;
  isAdmin: boolean;
}

/**
 * The rights of one user: modules › groups › screens (GET /api/system/command) against the seven
 * actions. A row's first box fills or empties the whole row (for a module or group, every screen
 * below it); a column header does the same for one action over the screens the filter shows.
 */
export function RightsEditor({ tree, grants, onChange, allowed, isAdmin }: RightsEditorProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterTree(tree, filter), [tree, filter]);
  const { open, flip, setExpanded } = useOpenModules(shown, filter.trim() !== '');
  const everyScreen = allScreens(tree);
  const onToggle = (ids: readonly string[], actions: readonly Action[]) =>
    onChange(toggle(grants, ids, actions, allowed));
  return (
    <div className="grid gap-4">
      {isAdmin ? (
        <Alert tone="info">
          <Trans>
            Quản trị viên có toàn quyền trên mọi màn hình; quyền chi tiết bên dưới không được áp dụng.
          </Trans>
        </Alert>
      ) : null}
      <RightsToolbar
        filter={filter}
        onFilter={setFilter}
        granted={grantedScreens(grants, everyScreen).length}
        total={everyScreen.length}
        onExpandAll={() => setExpanded(new Set(tree.map((node) => node.id)))}
        onCollapseAll={() => setExpanded(new Set())}
      />
      <RightsTable {...{ shown, grants, allowed, open, onToggle }} disabled={isAdmin} onExpand={flip} />
      <p className="text-[13px] text-muted">
        <Trans>
          Cần quyền “Truy cập” để màn hình hiện trên menu; truy cập một màn hình cũng mở các màn hình nằm dưới
          đường dẫn của nó. Quyền “Sửa” đã bao gồm quyền “Xem”.
        </Trans>
      </p>
    </div>
  );
}
