import { Trans, useLingui } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Building2, ChevronDown, TriangleAlert } from 'lucide-react';
import {
  Button,
  CheckboxGroup,
  Dialog,
  DialogTrigger,
  Label,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { permittedBranches } from '../../../contract/auth/rules.ts';
import { branchState, selectBranch, selectBranchs } from '../../state/branch.ts';
import { session } from '../../state/session.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { BranchProblemText } from './BranchProblem.tsx';
import { NavbarPopover } from './NavbarPopover.tsx';

/**
 * Data of another branch is another answer: refetch every list (active or not) at once. The
 * sign-in state and the server clock (fetched once, spec §4) do not depend on the branch.
 */
function refetchBranchData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[1] !== 'server-time',
    refetchType: 'all',
  });
}

const radioClass =
  'group flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-[15px] text-ink outline-none hover:bg-subtle data-focus-visible:outline-2 data-focus-visible:outline-primary-500';

const groupLabel = 'px-2 text-xs font-medium tracking-wide text-muted uppercase';

/** The working branch: one of the list (spec §4). */
function WorkingBranch({ onChange }: { onChange: () => void }) {
  const { list, branch } = useSnapshot(branchState);
  return (
    <RadioGroup
      value={branch}
      onChange={(code) => {
        selectBranch(code);
        onChange();
      }}
      className="grid gap-1"
    >
      <Label className={groupLabel}>
        <Trans>Chi nhánh làm việc</Trans>
      </Label>
      {list.map((b) => (
        <Radio key={b.ma_dvcs} value={b.ma_dvcs} className={radioClass}>
          <span
            aria-hidden="true"
            className="grid size-[18px] shrink-0 place-items-center rounded-full border-2 border-line group-data-selected:border-primary-500"
          >
            <span className="size-2 rounded-full bg-primary-500 opacity-0 group-data-selected:opacity-100" />
          </span>
          <span className="min-w-0 truncate">{b.ten_dvcs}</span>
          <span className="ml-auto text-xs text-muted">{b.ma_dvcs}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** The branches whose data lists show (the Branchs header): only those the user may use. */
function DataBranches({ onChange }: { onChange: () => void }) {
  const { list, branchs } = useSnapshot(branchState);
  const { user } = useSnapshot(session);
  // The rules take the store itself: a snapshot is deeply read-only. `user` above re-renders.
  const permitted = new Set(
    permittedBranches(
      user ? session.user : null,
      list.map((b) => b.ma_dvcs),
    ),
  );
  return (
    <CheckboxGroup
      value={[...branchs]}
      onChange={(codes) => {
        selectBranchs(codes);
        onChange();
      }}
      className="grid gap-1 border-t border-line pt-3"
    >
      <Label className={groupLabel}>
        <Trans>Xem dữ liệu của</Trans>
      </Label>
      {list
        .filter((b) => permitted.has(b.ma_dvcs))
        .map((b) => (
          <Checkbox key={b.ma_dvcs} value={b.ma_dvcs} className="rounded-md px-2 py-1.5 hover:bg-subtle">
            <span className="min-w-0 truncate">{b.ten_dvcs}</span>
          </Checkbox>
        ))}
    </CheckboxGroup>
  );
}

function BranchPanel() {
  const queryClient = useQueryClient();
  const changed = () => refetchBranchData(queryClient);
  return (
    <div className="grid gap-4">
      <WorkingBranch onChange={changed} />
      <DataBranches onChange={changed} />
    </div>
  );
}

/** Top-bar button with the working branch; opens the single and multiple selection (spec §4). */
export function BranchSwitcher() {
  const { t } = useLingui();
  const { list, branch, branchs, problem } = useSnapshot(branchState);
  const current = list.find((b) => b.ma_dvcs === branch);
  const more = branchs.filter((code) => code !== branch).length;
  return (
    <DialogTrigger>
      <Button
        data-testid="branch-switcher"
        className="flex h-9 min-w-0 cursor-pointer items-center gap-2 rounded-md px-2.5 text-sm text-heading outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        {problem ? (
          <TriangleAlert aria-hidden="true" className="size-[18px] shrink-0 text-warning" />
        ) : (
          <Building2 aria-hidden="true" className="size-[18px] shrink-0 text-primary-500" />
        )}
        <span className="sr-only">
          <Trans>Chi nhánh:</Trans>{' '}
        </span>
        <span className="max-w-40 truncate font-medium max-sm:sr-only">
          {current?.ten_dvcs ?? <Trans>Chưa chọn chi nhánh</Trans>}
        </span>
        {more > 0 ? (
          <span className="rounded-full bg-primary-50 px-1.5 text-xs font-semibold text-primary-ink">
            +{more}
            <span className="sr-only">
              {' '}
              <Trans>chi nhánh xem dữ liệu</Trans>
            </span>
          </span>
        ) : null}
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </Button>
      <NavbarPopover placement="bottom start" className="max-h-[70dvh] w-72 overflow-y-auto p-3">
        <Dialog aria-label={t`Chi nhánh`} className="outline-none">
          {problem ? <BranchProblemText problem={problem} /> : <BranchPanel />}
        </Dialog>
      </NavbarPopover>
    </DialogTrigger>
  );
}
