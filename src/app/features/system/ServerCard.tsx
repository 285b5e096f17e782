import { Trans } from '@lingui/react/macro';
import type { Health } from '../../../contract/api/system.api.ts';
import { Card } from '../../ui/Card.tsx';
import { InfoList } from './InfoList.tsx';

export function ServerCard({
  health,
  driver,
  timeZone,
}: {
  health: Health;
  driver: string;
  timeZone: string;
}) {
  return (
    <Card title={<Trans>Máy chủ</Trans>} description={<Trans>Phiên bản và cơ sở dữ liệu đang chạy</Trans>}>
      <InfoList
        rows={[
          { label: <Trans>Phiên bản</Trans>, value: health.version, testId: 'version' },
          { label: <Trans>Loại cơ sở dữ liệu</Trans>, value: driver, testId: 'database-driver' },
          {
            label: <Trans>Phiên bản dữ liệu</Trans>,
            value: health.database.schema_version,
            testId: 'schema-version',
          },
          { label: <Trans>Múi giờ nghiệp vụ</Trans>, value: timeZone },
        ]}
      />
    </Card>
  );
}
