import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-aria-components';
import { SETTING_SECTIONS, type SettingName } from '../../../contract/settings/settings.ts';
import { Card } from '../../ui/Card.tsx';
import { LeaveConfirm, useLeaveGuard } from '../../ui/LeaveGuard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SaveBar } from '../settings/SaveBar.tsx';
import { SettingField } from '../settings/SettingField.tsx';
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
  const errors = Object.fromEntries(
    Object.keys(form.draft).flatMap((name) => {
      const message = form.errorOf(name as SettingName);
      return message ? [[name, message]] : [];
    }),
  );
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
          validationErrors={errors}
          onSubmit={(event) => {
            event.preventDefault();
            const invalid = form.save();
            if (invalid) document.querySelector<HTMLElement>(`[data-setting="${invalid}"] input`)?.focus();
          }}
          className="grid gap-5 sm:gap-6"
        >
          {sections.map(({ section, names }) => (
            <Card key={section} title={i18n._(SETTING_SECTIONS[section])}>
              <div className="divide-y divide-line">
                {names.map((name) => (
                  <SettingField key={name} name={name} form={form} />
                ))}
              </div>
            </Card>
          ))}
          <SaveBar form={form} />
        </Form>
      )}
      <ServerCacheCard />
      <LeaveConfirm guard={guard} />
    </div>
  );
}
