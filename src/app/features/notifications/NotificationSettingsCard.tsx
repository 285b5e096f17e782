import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CheckboxGroup, Label } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import type { NotificationSettings } from '../../../contract/api/notifications.api.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { KNOWN_KINDS } from './notification-kinds.ts';
import { type SettingsAnswer, settingsQuery, useSaveSettings } from './notifications.queries.ts';
import { pushDevice, registerPushIfAllowed } from './push-registration.ts';

/** What this device can do, and the one thing to do about it when something is missing. */
function DeviceStatus({ settings }: { settings: SettingsAnswer }) {
  const device = useSnapshot(pushDevice());
  const enable = () => void registerPushIfAllowed(settings, { ask: true });
  const line = 'text-[13px] text-muted';
  if (device.state === 'unsupported')
    return (
      <p className={line} data-testid="push-device">
        <Trans>
          Trình duyệt này không hỗ trợ thông báo đẩy. Trên iPhone, hãy thêm Sen vào màn hình chính rồi mở từ
          đó.
        </Trans>
      </p>
    );
  if (device.state === 'denied')
    return (
      <p className={line} data-testid="push-device">
        <Trans>Trình duyệt đang chặn thông báo của Sen: cho phép trong cài đặt trang của trình duyệt.</Trans>
      </p>
    );
  if (device.state === 'granted' && device.registered)
    return (
      <p className="text-[13px] text-success-ink" data-testid="push-device">
        <Trans>Thiết bị này đang nhận thông báo đẩy.</Trans>
      </p>
    );
  return (
    <div className="grid justify-items-start gap-2" data-testid="push-device">
      <p className={line}>
        {device.state === 'default' ? (
          <Trans>Thiết bị này chưa được phép hiện thông báo.</Trans>
        ) : (
          <Trans>Chưa đăng ký được thiết bị này để nhận thông báo đẩy.</Trans>
        )}
      </p>
      <Button variant="tonal" size="sm" onPress={enable} isPending={device.working}>
        {device.state === 'default' ? <Trans>Cho phép trên thiết bị này</Trans> : <Trans>Thử lại</Trans>}
      </Button>
    </div>
  );
}

/** The user's own notification settings (GET/PUT notifications/settings): push on/off and muted kinds. */
export function NotificationSettingsCard() {
  const { t, i18n } = useLingui();
  const settings = useQuery(settingsQuery());
  const save = useSaveSettings();
  const current = settings.data;
  const change = (next: Partial<NotificationSettings>) => {
    if (!current) return;
    const body = { push_enabled: current.push_enabled, muted_kinds: [...current.muted_kinds], ...next };
    save.mutate(body, {
      // Turning push on is the moment to ask this device (spec §7; a refusal is only logged).
      onSuccess: (saved) => {
        if (next.push_enabled) void registerPushIfAllowed(saved, { ask: true });
      },
    });
  };
  return (
    <Card
      title={t`Cài đặt thông báo`}
      description={t`Thông báo luôn hiện ở chuông và trang này; đây là thông báo đẩy ra thiết bị.`}
    >
      {settings.error ? (
        <RetryAlert message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.isPending ? (
        <div className="grid gap-3" role="status" aria-label={t`Đang tải`}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : null}
      {current ? (
        <div className="grid gap-5">
          <div className="grid gap-3">
            <Switch
              isSelected={current.push_enabled}
              isDisabled={save.isPending}
              onChange={(push_enabled) => change({ push_enabled })}
              description={t`Hiện thông báo của hệ điều hành cả khi không mở Sen.`}
            >
              <Trans>Thông báo đẩy</Trans>
            </Switch>
            {current.push_enabled ? <DeviceStatus settings={current} /> : null}
          </div>
          <CheckboxGroup
            value={current.muted_kinds}
            isDisabled={!current.push_enabled || save.isPending}
            onChange={(muted) => change({ muted_kinds: muted })}
            className="grid gap-2.5"
          >
            <Label className="text-sm font-medium text-heading">
              <Trans>Không đẩy các loại</Trans>
            </Label>
            {Object.entries(KNOWN_KINDS).map(([kind, { label }]) => (
              <Checkbox key={kind} value={kind}>
                {i18n._(label)}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
      ) : null}
    </Card>
  );
}
