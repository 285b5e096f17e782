import { useLingui } from '@lingui/react/macro';
import { Check, ChevronRight, Minus } from 'lucide-react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import {
  ACTIONS,
  type Action,
  type Allowed,
  cellState,
  type Grants,
  grantedScreens,
  type RightsNode,
  rowState,
  type TriState,
} from './rights.ts';
import { ACTION_LABELS } from './rights-labels.ts';

/** A bare tri-state box for one cell of the grid; its name comes from aria-label. */
export function CellCheckbox({
  state,
  label,
  onToggle,
  isDisabled,
}: {
  state: TriState;
  label: string;
  onToggle: () => void;
  isDisabled?: boolean;
}) {
  return (
    <AriaCheckbox
      aria-label={label}
      isSelected={state === 'all'}
      isIndeterminate={state === 'some'}
      onChange={onToggle}
      isDisabled={isDisabled}
      className="group inline-grid cursor-pointer place-items-center p-1 data-disabled:cursor-not-allowed data-disabled:opacity-40"
    >
      <span
        aria-hidden="true"
        className="grid size-[18px] place-items-center rounded-[4px] border-2 border-line bg-surface text-white transition group-hover:border-primary-300 group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary-500 group-data-indeterminate:border-primary-500 group-data-indeterminate:bg-primary-500 group-data-selected:border-primary-500 group-data-selected:bg-primary-500"
      >
        {state === 'some' ? (
          <Minus className="size-3" strokeWidth={3.5} />
        ) : (
          <Check className="size-3 opacity-0 group-data-selected:opacity-100" strokeWidth={3.5} />
        )}
      </span>
    </AriaCheckbox>
  );
}

export interface RowsProps {
  grants: Grants;
  disabled: boolean;
  allowed: Allowed;
  expanded: ReadonlySet<string>;
  onExpand: (id: string) => void;
  onToggle: (screens: readonly string[], actions: readonly Action[]) => void;
  /** Position of the first row of this node in the grid, for arrow-key moves. */
  rowIndex: (id: string) => number;
}

const firstCell = 'sticky left-0 z-[1] border-b border-line py-1.5 pr-3 text-left';

/** The row's heading: a module opens and closes; groups and modules count the screens granted. */
function RowTitle({
  node,
  granted,
  open,
  onExpand,
}: {
  node: RightsNode;
  granted: number;
  open: boolean;
  onExpand: (id: string) => void;
}) {
  const count = `${granted}/${node.screens.length}`;
  if (node.depth === 0) {
    return (
      <button
        type="button"
        aria-expanded={open}
        onClick={() => onExpand(node.id)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-md py-1 text-left font-semibold text-heading outline-none focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <ChevronRight
          aria-hidden="true"
          className={`size-4 shrink-0 text-muted transition-transform ${open ? 'rotate-90' : ''}`}
        />
        <span className="min-w-0 flex-1 break-words">{node.title}</span>
        <span className="shrink-0 rounded-full bg-surface px-2 text-xs font-medium text-muted tabular-nums">
          {count}
        </span>
      </button>
    );
  }
  const leaf = node.children.length === 0;
  return (
    <span className={`flex items-center gap-2 ${leaf ? 'font-normal text-ink' : 'font-medium text-heading'}`}>
      <span className="min-w-0 flex-1 break-words" title={node.command ?? undefined}>
        {node.title}
      </span>
      {leaf ? null : <span className="shrink-0 text-xs font-normal text-muted tabular-nums">{count}</span>}
    </span>
  );
}

const cellClass = 'border-b border-line px-1 text-center';

/** One row of the grid: a module, a group or a screen, with "all" and the seven actions. */
function NodeRow({ node, ...props }: RowsProps & { node: RightsNode }) {
  const { t, i18n } = useLingui();
  const { grants, disabled, allowed, expanded, onExpand, onToggle, rowIndex } = props;
  // A box is live while the editor may change at least one cell under it.
  const locked = (actions: readonly Action[]) =>
    disabled || !node.screens.some((screen) => actions.some((action) => allowed(action, screen)));
  const title = node.title;
  const isModule = node.depth === 0;
  const row = rowIndex(node.id);
  return (
    <tr className={isModule ? 'bg-subtle' : 'group/row hover:bg-subtle'}>
      <th
        scope="row"
        className={`${firstCell} ${isModule ? 'bg-subtle' : 'bg-surface group-hover/row:bg-subtle'}`}
        style={{ paddingLeft: `${12 + node.depth * 20}px` }}
      >
        <RowTitle
          node={node}
          granted={grantedScreens(grants, node.screens).length}
          open={expanded.has(node.id)}
          onExpand={onExpand}
        />
      </th>
      <td data-row={row} data-col={0} className={cellClass}>
        <CellCheckbox
          state={rowState(grants, node.screens)}
          label={t`Tất cả quyền – ${title}`}
          isDisabled={locked(ACTIONS)}
          onToggle={() => onToggle(node.screens, ACTIONS)}
        />
      </td>
      {ACTIONS.map((action, index) => {
        const name = i18n._(ACTION_LABELS[action]);
        return (
          <td key={action} data-row={row} data-col={index + 1} className={cellClass}>
            <CellCheckbox
              state={cellState(grants, node.screens, action)}
              label={t`${name} – ${title}`}
              isDisabled={locked([action])}
              onToggle={() => onToggle(node.screens, [action])}
            />
          </td>
        );
      })}
    </tr>
  );
}

/** A module row and, when it is open, every group and screen below it. */
export function ModuleRows({ node, ...props }: RowsProps & { node: RightsNode }) {
  const rows: RightsNode[] = [node];
  if (props.expanded.has(node.id)) {
    const walk = (children: readonly RightsNode[]) => {
      for (const child of children) {
        rows.push(child);
        walk(child.children);
      }
    };
    walk(node.children);
  }
  return (
    <>
      {rows.map((row) => (
        <NodeRow key={row.id} node={row} {...props} />
      ))}
    </>
  );
}
