import { Trans, useLingui } from '@lingui/react/macro';
import type { RightLists } from '../../../contract/api/auth.api.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ACTIONS, flatten, type Grants, grantedScreens, type RightsNode, readRights } from './rights.ts';
import { ACTION_LABELS } from './rights-labels.ts';

/** The screens of one module the user holds something on, each with its actions. */
function ModuleSummary({ module, grants }: { module: RightsNode; grants: Grants }) {
  const { i18n } = useLingui();
  const screens = flatten([module]).filter(
    (node) => node.command && grantedScreens(grants, [node.id]).length > 0,
  );
  const title = module.title;
  const count = screens.length;
  const total = module.screens.length;
  return (
    <section aria-label={title} className="rounded-md border border-line">
      <h3 className="flex items-center justify-between gap-2 border-b border-line bg-subtle/60 px-4 py-2.5 font-semibold text-heading">
        {title}
        <span className="text-[13px] font-normal text-muted tabular-nums">
          <Trans>
            {count}/{total} màn hình
          </Trans>
        </span>
      </h3>
      <ul className="divide-y divide-line">
        {screens.map((screen) => (
          <li
            key={screen.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 px-4 py-2"
          >
            <span className="min-w-0 text-ink">{screen.title}</span>
            <span className="flex flex-wrap gap-1">
              {ACTIONS.filter((action) => grants[action].has(screen.id)).map((action) => (
                <span
                  key={action}
                  className="rounded bg-primary-50 px-1.5 py-0.5 text-xs font-medium text-primary-ink"
                >
                  {i18n._(ACTION_LABELS[action])}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Per module, which screens the user may use and with which actions (the view page). */
export function RightsSummary({
  lists,
  tree,
  isAdmin,
}: {
  lists: RightLists;
  tree: readonly RightsNode[];
  isAdmin: boolean;
}) {
  if (isAdmin) {
    return (
      <Alert tone="info">
        <Trans>Quản trị viên có toàn quyền trên mọi màn hình và mọi chi nhánh.</Trans>
      </Alert>
    );
  }
  const { grants } = readRights(lists, tree);
  const modules = tree.filter((module) => grantedScreens(grants, module.screens).length > 0);
  if (modules.length === 0) {
    return (
      <p className="text-muted">
        <Trans>Chưa được cấp quyền trên màn hình nào.</Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-4 xl:grid-cols-2" data-testid="rights-summary">
      {modules.map((module) => (
        <ModuleSummary key={module.id} module={module} grants={grants} />
      ))}
    </div>
  );
}
