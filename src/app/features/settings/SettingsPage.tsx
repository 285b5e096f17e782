import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useRef } from 'react';
import { Form } from 'react-aria-components';
import { flushSync } from 'react-dom';
import type { SettingName } from '../../../contract/settings/settings.ts';
import { useDebouncedSearch, useSearchHotkey } from '../../entity-ui/table/table-hooks.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { LeaveConfirm, useLeaveGuard } from '../../ui/LeaveGuard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SaveBar } from './SaveBar.tsx';
import { SettingSectionCard } from './SettingField.tsx';
import { matchingSections } from './settings-draft.ts';
import { type SettingsForm, useSettingsForm } from './use-settings-form.ts';

const route = getRouteApi('/system/settings');

/** The search box: `?q=` in the address, F3 focuses it, the list filters as the user types. */
function useSettingsSearch() {
  const { q = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useDebouncedSearch(
    q,
    (next) => void navigate({ search: (old) => ({ ...old, q: next || undefined }), replace: true }),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  useSearchHotkey(inputRef);
  return { text, setText, inputRef };
}

/** Brings a setting into view with the focus on its input, clearing a search that hides it. */
function showSetting(name: SettingName, clearSearch: () => void) {
  const find = () => document.querySelector<HTMLElement>(`[data-setting="${name}"]`);
  if (!find()) flushSync(clearSearch);
  find()?.querySelector<HTMLElement>('input, textarea, button')?.focus();
}

function Sections({ form, query }: { form: SettingsForm; query: string }) {
  const { i18n } = useLingui();
  const groups = matchingSections(query, (message) => i18n._(message));
  if (groups.length === 0)
    return (
      <Card>
        <p className="text-center font-medium text-heading" role="status">
          <Trans>Không tìm thấy cài đặt nào khớp với “{query}”</Trans>
        </p>
      </Card>
    );
  return groups.map(({ section, names }) => (
    <SettingSectionCard key={section} section={section} names={names} form={form} />
  ));
}

function Loading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <p role="status" className="sr-only">
        <Trans>Đang tải dữ liệu…</Trans>
      </p>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-48" />
      ))}
    </div>
  );
}

/**
 * /system/settings: every setting of spec §5 and §9 by section, with its stored value or its
 * default. Anyone signed in may look; changing needs the edit right on system.settings, and all
 * changes are saved together by one bulk PUT (the server applies all or none).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const form = useSettingsForm();
  const search = useSettingsSearch();
  const guard = useLeaveGuard(form.dirty);
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        title={<Trans>Cài đặt</Trans>}
        description={
          <Trans>Các tùy chọn của đơn vị: khách hàng, bán hàng, hóa đơn, OTP, phòng, kho, tổng đài.</Trans>
        }
      />
      {form.canEdit ? null : (
        <Alert tone="info">
          <Trans>Bạn chỉ được xem cài đặt. Cần quyền sửa trên màn hình Cài đặt để thay đổi.</Trans>
        </Alert>
      )}
      <SearchField
        label={t`Tìm cài đặt`}
        placeholder={t`Tìm cài đặt (F3)`}
        clearLabel={t`Xóa nội dung tìm`}
        inputRef={search.inputRef}
        value={search.text}
        onChange={search.setText}
        className="w-full sm:max-w-md"
      />
      {form.configs.isError && !form.configs.data ? (
        <RetryAlert message={form.configs.error.message} onRetry={() => void form.configs.refetch()} />
      ) : !form.configs.data ? (
        <Loading />
      ) : (
        <Form
          validationErrors={form.errors}
          onSubmit={(event) => {
            event.preventDefault();
            const invalid = form.save();
            if (invalid) showSetting(invalid, () => search.setText(''));
          }}
          className="grid gap-5 sm:gap-6"
        >
          <Sections form={form} query={search.text} />
          {form.canEdit ? <SaveBar form={form} /> : null}
        </Form>
      )}
      <LeaveConfirm guard={guard} />
    </div>
  );
}
