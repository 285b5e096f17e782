import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import {
  Bell,
  Building2,
  ChevronDown,
  CloudUpload,
  Download,
  ListTodo,
  LockKeyhole,
  LogOut,
  type LucideIcon,
  Settings,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Separator } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { signOut } from '../auth/session-actions.ts';
import { confirmSignOut } from '../outbox/sign-out-guard.ts';
import { installState, promptInstall } from '../pwa/install-prompt.ts';
import { Avatar } from './Avatar.tsx';
import { NavbarPopover } from './NavbarPopover.tsx';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-[15px] text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink';

/** An entry of the menu: a page it opens (PAGES) or an action, by its id. */
interface Entry {
  id: string;
  icon: LucideIcon;
  label: MessageDescriptor;
}

function Item({ entry: { id, icon: Icon, label } }: { entry: Entry }) {
  const { i18n } = useLingui();
  return (
    <MenuItem id={id} className={itemClass}>
      <Icon aria-hidden="true" className="size-[18px]" />
      {i18n._(label)}
    </MenuItem>
  );
}

/** Pages the menu opens (spec §2 user pages). */
const PAGES = {
  profile: '/user/profile',
  todo: '/user/todo',
  notifications: '/user/notifications',
  outbox: '/user/outbox',
  settings: '/system/settings',
  admin: '/admin/settings',
} as const;

/** The user's pages, then the administrators' page and installing the app where they apply. */
const PAGE_ENTRIES: Entry[] = [
  { id: 'profile', icon: UserRound, label: msg`Hồ sơ cá nhân` },
  { id: 'todo', icon: ListTodo, label: msg`Việc cần làm` },
  { id: 'notifications', icon: Bell, label: msg`Thông báo` },
  { id: 'outbox', icon: CloudUpload, label: msg`Hộp thư đi` },
  { id: 'settings', icon: Settings, label: msg`Cài đặt` },
];
const ADMIN_ENTRY: Entry = { id: 'admin', icon: Building2, label: msg`Quản trị đơn vị` };
const INSTALL_ENTRY: Entry = { id: 'install', icon: Download, label: msg`Cài đặt ứng dụng` };

/** Below a separator: leaving the session, for a while or for good. */
const SESSION_ENTRIES: Entry[] = [
  { id: 'lock', icon: LockKeyhole, label: msg`Khóa màn hình` },
  { id: 'logout', icon: LogOut, label: msg`Đăng xuất` },
];

function UserCard({
  name,
  subtitle,
  avatar,
}: {
  name: string;
  subtitle: ReactNode;
  avatar?: string | null | undefined;
}) {
  return (
    <div className="flex items-center gap-3 px-3 pt-2 pb-3">
      <Avatar name={name} src={avatar} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-heading" data-testid="user-name">
          {name}
        </p>
        <p className="truncate text-[13px] text-muted">{subtitle}</p>
      </div>
    </div>
  );
}

/** The signed-in user: their pages, settings, lock screen, sign out (top bar, right). */
export function UserMenu() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const href = useLocation({ select: (location) => location.href });
  const { user } = useSnapshot(session);
  const install = useSnapshot(installState);
  if (!user) return null;
  const name = user.user_info || user.user_name;
  const entries = [
    ...PAGE_ENTRIES,
    ...(user.is_admin === 1 ? [ADMIN_ENTRY] : []),
    ...(install.available && !install.installed ? [INSTALL_ENTRY] : []),
  ];

  const act = async (key: string | number) => {
    if (key in PAGES) {
      await router.navigate({ to: PAGES[key as keyof typeof PAGES] });
    } else if (key === 'install') {
      await promptInstall();
    } else if (key === 'lock') {
      await router.navigate({ to: '/lock-screen', search: { redirect: href } });
    } else if (key === 'logout') {
      if (!(await confirmSignOut())) return;
      await signOut(queryClient);
      await router.navigate({ to: '/auth/login' });
    }
  };

  return (
    <MenuTrigger>
      <Button className="flex cursor-pointer items-center gap-2 rounded-full p-0.5 outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500 lg:rounded-md lg:pr-2">
        <Avatar name={name} src={user.avatar} />
        {/* The visible name is the button's name ("Tài khoản …" for screen readers); on phones
            only the avatar shows, the name stays readable to them. */}
        <span className="sr-only">
          <Trans>Tài khoản</Trans>{' '}
        </span>
        <span className="max-w-36 truncate text-sm font-medium text-heading max-lg:sr-only">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted max-lg:hidden" />
      </Button>
      <NavbarPopover placement="bottom end" className="w-64 p-1.5">
        <UserCard
          name={name}
          avatar={user.avatar}
          subtitle={user.is_admin === 1 ? <Trans>Quản trị viên</Trans> : user.user_name}
        />
        <Separator className="mx-1 mb-1 border-line" />
        <Menu
          aria-label={t`Tài khoản`}
          onAction={(key) => void act(key)}
          className="grid gap-0.5 outline-none"
        >
          {entries.map((entry) => (
            <Item key={entry.id} entry={entry} />
          ))}
          <Separator className="mx-1 my-1 border-line" />
          {SESSION_ENTRIES.map((entry) => (
            <Item key={entry.id} entry={entry} />
          ))}
        </Menu>
      </NavbarPopover>
    </MenuTrigger>
  );
}
