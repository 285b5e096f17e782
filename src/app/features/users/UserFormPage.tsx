import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import { useMemo } from 'react';
import { Form } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import type { UserRecord } from '../../../contract/api/users.api.ts';
import { isAdmin, permittedBranches } from '../../../contract/auth/rules.ts';
import { branchesQuery, commandsQuery } from '../../data/session.queries.ts';
import { session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { Card } from '../../ui/Card.tsx';
import { ConflictNotice } from '../../ui/ConflictNotice.tsx';
import { BackLink, PageHeader } from './PageHeader.tsx';
import { RightsEditor } from './RightsEditor.tsx';
import { type Allowed, buildRightsTree, LIST_OF, type RightsNode } from './rights.ts';
import { UserAccountFields } from './UserAccountFields.tsx';
import { UserScopeFields, UserWorkFields } from './UserScopeFields.tsx';
import { useUserForm } from './use-user-form.ts';
import { userQuery } from './users.queries.ts';

/**
 * What the person editing may hand out: an administrator anything; anyone else only rights and
 * branches they hold themselves, and never the administrator flag (the server refuses the rest).
 */
function useGrantLimits() {
  const { user, tenant } = useSnapshot(session);
  const { data: branches } = useSuspenseQuery(branchesQuery(tenant));
  const editor = user ? session.user : null;
  const admin = isAdmin(editor);
  const ownBranches = new Set(
    permittedBranches(
      editor,
      branches.map((b) => b.ma_dvcs),
    ),
  );
  const allowed: Allowed = (action, screen) => admin || (editor?.[LIST_OF[action]].includes(screen) ?? false);
  return { admin, branches, allowed, mayGrantBranch: (code: string) => admin || ownBranches.has(code) };
}

/** Cancel (back where the form was opened from) and save, kept in reach at the bottom of the screen. */
function FormActions({ record, pending }: { record: UserRecord | undefined; pending: boolean }) {
  const { t } = useLingui();
  return (
    <div className="sticky bottom-0 z-10 -mx-3 flex justify-end gap-3 border-t border-line bg-canvas/90 px-3 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:bg-surface/95 sm:px-5 sm:shadow-card">
      {record ? (
        <Link to="/system/users/$id" params={{ id: record.id }} className={buttonClass('outline')}>
          <Trans>Hủy bỏ</Trans>
        </Link>
      ) : (
        <Link to="/system/users" className={buttonClass('outline')}>
          <Trans>Hủy bỏ</Trans>
        </Link>
      )}
      <Button type="submit" isPending={pending} aria-label={pending ? t`Đang lưu…` : undefined}>
        <Save aria-hidden="true" className="size-4" />
        <Trans>Lưu</Trans>
      </Button>
    </div>
  );
}

function UserForm({ record, tree }: { record: UserRecord | undefined; tree: readonly RightsNode[] }) {
  const limits = useGrantLimits();
  const form = useUserForm(record, tree);
  const { values, set, mode } = form;
  const name = record?.user_name ?? '';
  return (
    <Form
      ref={form.formRef}
      onSubmit={form.submit}
      validationBehavior="aria"
      validationErrors={form.errors}
      className="grid gap-5 sm:gap-6"
    >
      <PageHeader
        before={
          <BackLink>
            <Trans>Người dùng</Trans>
          </BackLink>
        }
        title={mode === 'create' ? <Trans>Thêm người dùng</Trans> : <Trans>Sửa người dùng {name}</Trans>}
        description={mode === 'create' ? <Trans>Tạo tài khoản đăng nhập và phân quyền.</Trans> : null}
      />
      {form.conflict ? (
        <ConflictNotice
          message={<Trans>Người dùng này vừa được người khác thay đổi nên chưa lưu được.</Trans>}
          hint={
            <Trans>
              Hãy tải lại để xem bản mới nhất rồi sửa lại; các thay đổi chưa lưu trên trang này sẽ bị bỏ.
            </Trans>
          }
          onReload={form.reload}
        />
      ) : null}
      {form.message ? <Alert>{form.message}</Alert> : null}
      <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-2">
        <UserAccountFields values={values} set={set} mode={mode} canGrantAdmin={limits.admin} />
        <div className="grid gap-5 sm:gap-6">
          <UserScopeFields
            values={values}
            set={set}
            branches={limits.branches}
            mayGrantBranch={limits.mayGrantBranch}
          />
          <UserWorkFields values={values} set={set} />
        </div>
      </div>
      <Card
        className="min-w-0"
        title={<Trans>Phân quyền chức năng</Trans>}
        description={<Trans>Màn hình và thao tác người dùng được phép.</Trans>}
      >
        <RightsEditor
          tree={tree}
          grants={form.rights.grants}
          onChange={form.setGrants}
          allowed={limits.allowed}
          isAdmin={values.is_admin}
        />
      </Card>
      <FormActions record={record} pending={form.mutation.isPending} />
    </Form>
  );
}

function EditUser({ id, tree }: { id: string; tree: readonly RightsNode[] }) {
  // Fetched again on opening the form: an edit should start from the latest version.
  const { data } = useSuspenseQuery({ ...userQuery(id), refetchOnMount: 'always' });
  return <UserForm key={data.id} record={data} tree={tree} />;
}

/** /system/users/new and /system/users/:id/edit. */
export function UserFormPage() {
  const { id } = useParams({ strict: false });
  const { i18n } = useLingui();
  const { tenant } = useSnapshot(session);
  const { data: commands } = useSuspenseQuery(commandsQuery(tenant, i18n.locale));
  const tree = useMemo(() => buildRightsTree(commands.items), [commands]);
  return id ? <EditUser id={id} tree={tree} /> : <UserForm record={undefined} tree={tree} />;
}
