import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { LeaveConfirm, useLeaveGuard } from '../../ui/LeaveGuard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SaveBar } from '../settings/SaveBar.tsx';
import { SettingSectionCard } from '../settings/SettingField.tsx';
import { matchingSections } from '../settings/settings-draft.ts';
import { useSettingsForm } from '../settings/use-settings-form.ts';
import { ServerCacheCard } from './ServerCacheCard.tsx';

/**
 * /admin/settings (administrators only, spec §6): the tenant's administration — the business's
 * own details printed on vouchers, whether people may register themselves — stored as declared
 * settings marked adminOnly (the server refuses them to anyone else), and the server cache.
 * The day-to-day options stay on /system/settings.
 */
export function AdminSettingsPage() {
  const { i18n } = useLingui();
  const form = useSettingsForm();
  const guard = useLeaveGuard(form.dirty);
  const sections = matchingSections('', (message) => i18n._(message), 'admin');
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        title={<Trans>Quản trị đơn vị</Trans>}
        description={
          <Trans>
            Thông tin doanh nghiệp, đăng ký tài khoản và máy chủ. Chỉ quản trị viên thấy trang này.
          </Trans>
        }
      />
      {form.configs.isError && !form.configs.data ? (
        <RetryAlert message={form.configs.error.message} onRetry={() => void form.configs.refetch()} />
      ) : !form.configs.data ? (
        <Skeleton className="h-64" />
      ) : (
        <Form
          validationErrors={form.errors}
          onSubmit={(event) => {
            event.preventDefault();
            const invalid = form.save();
            if (invalid) document.querySelector<HTMLElement>(`[data-setting="${invalid}"] input`)?.focus();
          }}
          className="grid gap-5 sm:gap-6"
        >
          {sections.map(({ section, names }) => (
            <SettingSectionCard key={section} section={section} names={names} form={form} />
          ))}
          <SaveBar form={form} />
        </Form>
      )}
      <ServerCacheCard />
      <LeaveConfirm guard={guard} />
    </div>
  );
}
