import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type OfflineReadiness, useOfflineReadiness, useOnline } from '../../state/network.ts';
import { Badge, type Tone } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { InfoList } from './InfoList.tsx';

const READINESS: Record<OfflineReadiness, { tone: Tone; label: ReactNode }> = {
  ready: { tone: 'success', label: <Trans>Sẵn sàng</Trans> },
  preparing: { tone: 'warning', label: <Trans>Đang chuẩn bị</Trans> },
  unsupported: { tone: 'neutral', label: <Trans>Trình duyệt không hỗ trợ</Trans> },
  off: { tone: 'neutral', label: <Trans>Tắt khi phát triển</Trans> },
};

/** What this browser can do: is it online, and will the app open without a network. */
export function DeviceCard({ checkedAt }: { checkedAt: string }) {
  const online = useOnline();
  const readiness = READINESS[useOfflineReadiness()];
  return (
    <Card title={<Trans>Thiết bị này</Trans>} description={<Trans>Kết nối và chế độ ngoại tuyến</Trans>}>
      <InfoList
        rows={[
          {
            label: <Trans>Kết nối mạng</Trans>,
            value: (
              <Badge tone={online ? 'success' : 'warning'} dot>
                {online ? <Trans>Trực tuyến</Trans> : <Trans>Ngoại tuyến</Trans>}
              </Badge>
            ),
          },
          {
            label: <Trans>Mở ứng dụng khi mất mạng</Trans>,
            value: (
              <Badge tone={readiness.tone} dot>
                {readiness.label}
              </Badge>
            ),
            testId: 'offline-readiness',
          },
          { label: <Trans>Cập nhật lúc</Trans>, value: checkedAt, testId: 'checked-at' },
        ]}
      />
    </Card>
  );
}
