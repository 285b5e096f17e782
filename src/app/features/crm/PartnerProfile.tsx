import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, MessageSquareWarning, Pencil, Phone } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { type EntityRow, entityRecordQuery, lookupQuery } from '../../entity-ui/entity-api.ts';
import { useEntityRights } from '../../entity-ui/entity-rights.ts';
import { useEntityTitle } from '../../entity-ui/entity-title.ts';
import { lookupSource } from '../../entity-ui/form/lookup-source.ts';
import { formatField } from '../../entity-ui/format.ts';
import { session } from '../../state/session.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { profileTabsFor } from './profile-tabs.ts';
import './profile-tabs-discover.ts';
import { TransferButton } from './TransferButton.tsx';
import { useCan } from './use-can.ts';

const text = (value: unknown) => (value == null ? '' : String(value));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[13px] text-muted">{label}</dt>
      <dd className="truncate font-medium text-heading">{children || '—'}</dd>
    </div>
  );
}

/** The customer's tags by name (the record keeps their codes), in one lookup. */
function TagList({ codes }: { codes: string[] }) {
  const { t } = useLingui();
  const { path, extra } = lookupSource(partners.fields.tags);
  const names = useQuery(lookupQuery(path, '', { ...extra, value: codes.join(',') }));
  const nameOf = (code: string) => names.data?.items.find((item) => item.value === code)?.label ?? code;
  return (
    <ul aria-label={t`Nhãn`} className="mt-2 flex flex-wrap gap-1.5">
      {codes.map((code) => (
        <li key={code}>
          <Badge tone="primary">{nameOf(code)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Records about the customer the profile starts, for those who may add them. */
const NEW_ABOUT = [
  { to: '/crm/tasks', menuId: 'crm.tasks', icon: CalendarPlus, label: msg`Đặt lịch hẹn` },
  { to: '/crm/complains', menuId: 'crm.complains', icon: MessageSquareWarning, label: msg`Khiếu nại mới` },
] as const;

/**
 * A new appointment or complaint opens on its list filtered to this customer, and starts with the
 * customer and their branch (list-search.ts presetFromFilters).
 */
function NewAbout({ link, partner }: { link: (typeof NEW_ABOUT)[number]; partner: EntityRow }) {
  const { i18n } = useLingui();
  if (!useCan(link.menuId, 'add')) return null;
  const about = { edit: 'new', ma_kh: text(partner.ma_kh), ma_dvcs: text(partner.ma_dvcs) } as never;
  return (
    <Link to={link.to} search={about} className={buttonClass('outline', 'sm')}>
      <link.icon aria-hidden="true" className="size-4" />
      {i18n._(link.label)}
    </Link>
  );
}

/** Name, phone, level, salesperson, tags and the quick actions of the profile's head. */
function ProfileHeader({ partner }: { partner: EntityRow }) {
  const { t, i18n } = useLingui();
  const rights = useEntityRights(partners);
  const phone = text(partner.dien_thoai);
  const tags = Array.isArray(partner.tags) ? (partner.tags as string[]) : [];
  const field = (name: keyof typeof partners.fields) =>
    formatField(i18n, name, partners.fields[name], partner);
  return (
    <section className="rounded-card bg-surface p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-start gap-4">
        <div
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-primary-100 text-xl font-semibold text-primary-ink"
        >
          {text(partner.ten_kh).trim().split(/\s+/).at(-1)?.[0] ?? '?'}
        </div>
        <div className="min-w-48 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-heading">
            {text(partner.ten_kh)}
          </h1>
          <p className="text-muted">
            {text(partner.ma_kh)}
            {partner.ten_cap ? (
              <Badge tone="warning" className="ml-2">
                {text(partner.ten_cap)}
              </Badge>
            ) : null}
          </p>
          {tags.length > 0 ? <TagList codes={tags} /> : null}
        </div>
        <div className="flex flex-wrap gap-2 max-sm:w-full">
          {phone ? (
            <a href={`tel:${phone}`} className={buttonClass('outline', 'sm')}>
              <Phone aria-hidden="true" className="size-4" />
              <Trans>Gọi</Trans>
            </a>
          ) : null}
          {NEW_ABOUT.map((link) => (
            <NewAbout key={link.to} link={link} partner={partner} />
          ))}
          <TransferButton partner={partner} />
          {rights.edit ? (
            <Link
              to="/crm/partners/$id/edit"
              params={{ id: partner.id }}
              className={buttonClass('primary', 'sm')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Sửa</Trans>
            </Link>
          ) : null}
        </div>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t`Điện thoại`}>{phone}</Fact>
        <Fact label={t`Nhân viên phụ trách`}>{field('ma_nvbh')}</Fact>
        <Fact label={t`Nguồn khách hàng`}>{field('ma_nguon')}</Fact>
        <Fact label={t`Chi nhánh`}>{field('ma_dvcs')}</Fact>
        <Fact label={t`Email`}>{text(partner.email)}</Fact>
        <Fact label={t`Ngày sinh`}>{field('ngay_sinh')}</Fact>
        <Fact label={t`Giới tính`}>{field('gioi_tinh')}</Fact>
        <Fact label={t`Địa chỉ`}>{text(partner.dia_chi)}</Fact>
      </dl>
    </section>
  );
}

/** The registered tabs (profile-tabs.ts) the user may see; the chosen one is in `?tab=`. */
function ProfileTabs({ partner }: { partner: EntityRow }) {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(session);
  const tabs = profileTabsFor(user ? session.user : null);
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  if (tabs.length === 0) return null;
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) => setSelected(String(key))}
      className="rounded-card bg-surface shadow-card"
    >
      <TabList
        aria-label={t`Thông tin khách hàng`}
        className="flex gap-1 overflow-x-auto border-b border-line px-3 sm:px-4"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className="cursor-pointer border-b-2 border-transparent px-3 py-3 text-sm font-medium whitespace-nowrap text-muted outline-none selected:border-primary-500 selected:text-primary-ink focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            {i18n._(tab.title)}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="p-4 outline-none sm:p-5">
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <tab.Component partner={partner} />
          </Suspense>
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** /crm/partners/:id — the customer profile (the id is the stt_rec). */
export function PartnerProfile({ id }: { id: string }) {
  const { crumbs } = useEntityTitle(partners);
  const query = useQuery(entityRecordQuery(partners, id));
  const parent = crumbs.at(-1);
  const trail = [
    ...crumbs.slice(0, -1),
    { label: parent?.label ?? '', to: '/crm/partners' },
    { label: text(query.data?.ten_kh) || '…' },
  ];
  return (
    // One column no wider than the screen: a wide tab (a table, many tabs) scrolls inside itself.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:gap-6">
      <Breadcrumbs items={trail} />
      {query.isError ? (
        <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <>
          <ProfileHeader partner={query.data} />
          <ProfileTabs partner={query.data} />
        </>
      ) : query.isError ? null : (
        <Skeleton className="h-48 w-full" />
      )}
    </div>
  );
}
