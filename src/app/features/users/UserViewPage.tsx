import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { KeyRound, Lock, LockOpen, Pencil } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import type { UserRecord } from '../../../contract/api/users.api.ts';
import { isAdmin } from '../../../contract/auth/rules.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import { branchesQuery, commandsQuery } from '../../data/session.queries.ts';
import { session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { Card } from '../../ui/Card.tsx';
import { Avatar } from '../shell/Avatar.tsx';
import { InfoList } from '../system/InfoList.tsx';
import { clearFlash, flash } from './flash.ts';
import { BackLink, PageHeader } from './PageHeader.tsx';
import { RightsSummary } from './RightsSummary.tsx';
import { buildRightsTree } from './rights.ts';
import { AdminBadge, StatusBadge } from './UserBadges.tsx';
import { ResetPasswordDialog, StatusDialog } from './UserDialogs.tsx';
import { splitCodes } from './user-form.ts';
import { useUsersRight } from './users.access.ts';
import { userQuery } from './users.queries.ts';

const when = (iso: string) => formatDateTime(Date.parse(iso), BUSINESS_TIME_ZONE, false);

function Details({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const none = <span className="font-normal text-muted">—</span>;
  return (
    <Card title={<Trans>Thông tin</Trans>}>
      <InfoList
        rows={[
          { label: t`Tên đăng nhập`, value: user.user_name },
          { label: t`Họ và tên`, value: user.ten_nsd },
          { label: t`Số điện thoại`, value: user.dien_thoai ?? none },
          { label: t`Email`, value: user.email ?? none },
          { label: t`Mã nhân viên bán hàng`, value: user.saler ?? none },
          { label: t`Mã tổng đài viên`, value: user.agent_id ?? none },
          { label: t`Ngày tạo`, value: when(user.created_at) },
          { label: t`Cập nhật lần cuối`, value: when(user.updated_at) },
        ]}
      />
    </Card>
  );
}

function Scope({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const { tenant } = useSnapshot(session);
  const { data: branches } = useSuspenseQuery(branchesQuery(tenant));
  const codes = splitCodes(user.branchs);
  const names = codes.map((code) => branches.find((b) => b.ma_dvcs === code)?.ten_dvcs ?? code);
  const employees = user.employees.join(', ');
  return (
    <Card title={<Trans>Phạm vi dữ liệu</Trans>}>
      <InfoList
        rows={[
          {
            label: t`Chi nhánh`,
            value:
              user.is_admin === 1
                ? t`Mọi chi nhánh`
                : names.length > 0
                  ? names.join(', ')
                  : t`Chưa được phân quyền đơn vị`,
            testId: 'user-branches',
          },
          {
            label: t`Dữ liệu nhân viên`,
            value:
              user.employee_yn === 0
                ? t`Tất cả nhân viên`
                : employees
                  ? t`Chỉ ${employees}`
                  : t`Chỉ dữ liệu không gắn nhân viên`,
          },
        ]}
      />
    </Card>
  );
}

type Open = 'password' | 'status' | null;

function Actions({ user, onOpen }: { user: UserRecord; onOpen: (dialog: Open) => void }) {
  const canEdit = useUsersRight('edit');
  const { user: me } = useSnapshot(session);
  // A non-administrator may not touch an administrator (the server answers ADMIN_ONLY).
  if (!canEdit || (user.is_admin === 1 && !isAdmin(me ? session.user : null))) return null;
  const self = me?.user_name.toLowerCase() === user.user_name.toLowerCase();
  return (
    <>
      <Link to="/system/users/$id/edit" params={{ id: user.id }} className={buttonClass('primary')}>
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Sửa</Trans>
      </Link>
      <Button variant="tonal" onPress={() => onOpen('password')}>
        <KeyRound aria-hidden="true" className="size-4" />
        <Trans>Đặt lại mật khẩu</Trans>
      </Button>
      {/* Locking oneself out would end this very session: not offered. */}
      {self ? null : (
        <Button variant="outline" onPress={() => onOpen('status')}>
          {user.status === 1 ? (
            <Lock aria-hidden="true" className="size-4" />
          ) : (
            <LockOpen aria-hidden="true" className="size-4" />
          )}
          {user.status === 1 ? <Trans>Khóa</Trans> : <Trans>Mở khóa</Trans>}
        </Button>
      )}
    </>
  );
}

function ViewHeader({ user, onOpen }: { user: UserRecord; onOpen: (dialog: Open) => void }) {
  return (
    <PageHeader
      before={
        <BackLink>
          <Trans>Danh sách người dùng</Trans>
        </BackLink>
      }
      title={
        <span className="flex items-center gap-3">
          <Avatar name={user.ten_nsd || user.user_name} />
          <span className="min-w-0">{user.ten_nsd}</span>
        </span>
      }
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span>{user.user_name}</span>
          <StatusBadge status={user.status} />
          {user.is_admin === 1 ? <AdminBadge /> : null}
        </span>
      }
      actions={<Actions user={user} onOpen={onOpen} />}
    />
  );
}

/** What was just done (saved, reset, locked), until dismissed or the page is left. */
function Notice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <Alert tone="success">
      <span className="flex flex-wrap items-center justify-between gap-2">
        {text}
        <button type="button" className="cursor-pointer text-xs underline" onClick={onDismiss}>
          <Trans>Ẩn</Trans>
        </button>
      </span>
    </Alert>
  );
}

/** /system/users/:id: who the user is, where they work, what they may do; edit, reset, lock. */
export function UserViewPage() {
  const { id } = useParams({ from: '/system/users/$id/' });
  const { i18n } = useLingui();
  const { tenant } = useSnapshot(session);
  const { data: user } = useSuspenseQuery(userQuery(id));
  const { data: commands } = useSuspenseQuery(commandsQuery(tenant, i18n.locale));
  const tree = useMemo(() => buildRightsTree(commands.items), [commands]);
  // Read in the initialiser and forgotten after mounting (StrictMode runs initialisers twice).
  const [notice, setNotice] = useState(() => flash.message);
  useEffect(clearFlash, []);
  const [open, setOpen] = useState<Open>(null);
  const dialog = (which: Open) => (isOpen: boolean) => setOpen(isOpen ? which : null);
  return (
    <div className="grid gap-5 sm:gap-6">
      <ViewHeader user={user} onOpen={setOpen} />
      {notice ? <Notice text={notice} onDismiss={() => setNotice(null)} /> : null}
      <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-2">
        <Details user={user} />
        <Scope user={user} />
      </div>
      <Card
        title={<Trans>Quyền chức năng</Trans>}
        description={<Trans>Màn hình và thao tác được phép, theo từng phân hệ.</Trans>}
      >
        <RightsSummary lists={user} tree={tree} isAdmin={user.is_admin === 1} />
      </Card>
      <ResetPasswordDialog
        user={user}
        isOpen={open === 'password'}
        onOpenChange={dialog('password')}
        onDone={setNotice}
      />
      <StatusDialog
        user={user}
        isOpen={open === 'status'}
        onOpenChange={dialog('status')}
        onDone={setNotice}
      />
    </div>
  );
}
