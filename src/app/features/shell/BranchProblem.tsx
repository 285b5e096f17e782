import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { apiErrorMessages } from '../../../contract/api/errors.ts';
import { type BranchProblem, branchState } from '../../state/branch.ts';
import { Alert } from '../../ui/Alert.tsx';

/** Spec §8 messages: no branch at all, or none the user may use. */
const messages = {
  empty: msg`Hệ thống chưa được cài đặt đơn vị`,
  'no-rights': apiErrorMessages.NO_BRANCH_RIGHTS,
} as const;

export function BranchProblemText({ problem }: { problem: BranchProblem }) {
  const { i18n } = useLingui();
  return <p className="px-1 text-sm text-heading">{i18n._(messages[problem])}</p>;
}

/** Above every page while no branch can be used: nothing branch-scoped will load until fixed. */
export function BranchProblemBanner() {
  const { i18n } = useLingui();
  const { problem } = useSnapshot(branchState);
  if (!problem) return null;
  return (
    <Alert tone="warning" className="mb-5">
      <span data-testid="branch-problem">{i18n._(messages[problem])}</span>
    </Alert>
  );
}
