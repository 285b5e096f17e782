import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { CAMPAIGN_MOVES } from '../../../contract/api/campaigns.api.ts';
import { formatDay } from '../../../contract/domain/format.ts';
import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_STATUSES,
  campaigns,
} from '../../../contract/entities/crm/campaigns.entity.ts';
import { type EntityRow, entityKey, entityRecordQuery, patchRecord } from '../../entity-ui/entity-api.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Badge, type Tone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useAction } from '../crm/use-action.ts';
import { useCan } from '../crm/use-can.ts';
import { AudienceFilters } from './AudienceFilters.tsx';
import { AudiencePreview } from './AudiencePreview.tsx';
import { CampaignHeader } from './CampaignHeader.tsx';
import { CampaignResults } from './CampaignResults.tsx';

export const STATUS_TONES: Record<string, Tone> = {
  draft: 'neutral',
  running: 'primary',
  done: 'success',
  cancelled: 'danger',
};

function useLabel(options: typeof CAMPAIGN_STATUSES) {
  const { i18n } = useLingui();
  return (value: unknown) => {
    const option = options.find(([v]) => v === value);
    return option ? i18n._(option[1]) : String(value ?? '');
  };
}

/** The moves offered from a status, as buttons: start, finish, cancel. */
function StatusActions({
  row,
  onMove,
  busy,
}: {
  row: EntityRow;
  onMove: (to: string) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const words: Record<string, string> = {
    running: t`Bắt đầu`,
    done: t`Hoàn thành`,
    cancelled: t`Hủy chiến dịch`,
  };
  const from = String(row.trang_thai);
  const moves = (CAMPAIGN_MOVES[from] ?? []).filter((to) => to !== from);
  return (
    <>
      {moves.map((to) => (
        <Button
          key={to}
          variant={to === 'cancelled' ? 'tonal' : 'primary'}
          isDisabled={busy}
          onPress={() => onMove(to)}
        >
          {words[to]}
        </Button>
      ))}
    </>
  );
}

/** The campaign's status, channel and dates, under its name. */
function CampaignFacts({ row }: { row: EntityRow }) {
  const statusLabel = useLabel(CAMPAIGN_STATUSES);
  const channelLabel = useLabel(CAMPAIGN_CHANNELS);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={STATUS_TONES[String(row.trang_thai)] ?? 'neutral'} dot>
        {statusLabel(row.trang_thai)}
      </Badge>
      <span>{channelLabel(row.kenh)}</span>
      <span>
        {formatDay(row.ngay_bd)} – {formatDay(row.ngay_kt)}
      </span>
    </span>
  );
}

/** The audience: the customers' filters (while the campaign may change) and the preview. */
function AudienceCard({
  stored,
  editable,
  busy,
  onSave,
}: {
  stored: string;
  editable: boolean;
  busy: boolean;
  onSave: (filters: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const [filters, setFilters] = useState<string | null>(null);
  const draft = filters ?? stored;
  const save = async () => {
    await onSave(draft);
    setFilters(null);
  };
  return (
    <Card
      title={t`Đối tượng khách hàng`}
      description={t`Chọn bằng các bộ lọc của danh sách khách hàng.`}
      action={
        editable ? (
          <Button variant="tonal" isDisabled={draft === stored || busy} onPress={() => void save()}>
            <Trans>Lưu đối tượng</Trans>
          </Button>
        ) : null
      }
    >
      <div className="grid gap-5">
        {editable ? <AudienceFilters value={draft} onChange={setFilters} /> : null}
        <AudiencePreview filters={draft} />
      </div>
    </Card>
  );
}

/**
 * /crm/campaigns/:id: the campaign, its audience picked with the customers' list filters and
 * previewed (count and first rows), its status moves, its results, and the way to send it.
 */
export function CampaignPage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useQuery(entityRecordQuery(campaigns, id));
  const mayEdit = useCan(campaigns.menuId, 'edit');
  const mayBroadcast = useCan('crm.broadcast', 'access');
  const action = useAction();
  const row = record.data;
  if (record.isError)
    return <RetryAlert message={record.error.message} onRetry={() => void record.refetch()} />;
  if (!row) return <Skeleton className="h-64 w-full" />;
  const open = row.trang_thai === 'draft' || row.trang_thai === 'running';
  const save = (body: Record<string, unknown>) =>
    action.run(async () => {
      await patchRecord(campaigns, id, { ...body, version: row.version });
      await queryClient.invalidateQueries({ queryKey: entityKey(campaigns) });
      await queryClient.invalidateQueries({ queryKey: ['campaign-results', id] });
    });
  const actions = (
    <>
      {mayEdit ? (
        <StatusActions row={row} busy={action.busy} onMove={(to) => void save({ trang_thai: to })} />
      ) : null}
      {mayBroadcast && open && row.kenh !== 'call' ? (
        <Button onPress={() => void navigate({ to: '/crm/broadcast', search: { campaign: id } })}>
          <Send aria-hidden="true" className="size-4" />
          <Trans>Gửi tin nhắn</Trans>
        </Button>
      ) : null}
    </>
  );
  return (
    <div className="grid gap-5 sm:gap-6">
      <CampaignHeader
        title={String(row.ten_cd)}
        description={<CampaignFacts row={row} />}
        actions={actions}
      />
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      <Card
        title={t`Kết quả`}
        description={t`Trong thời gian chạy chiến dịch, với khách hàng của đối tượng.`}
      >
        <CampaignResults id={id} />
      </Card>
      <AudienceCard
        stored={String(row.loc_kh ?? '')}
        editable={mayEdit && open}
        busy={action.busy}
        onSave={(loc_kh) => save({ loc_kh })}
      />
      {row.noi_dung ? (
        <Card title={t`Nội dung tin nhắn`}>
          <p className="whitespace-pre-line">{String(row.noi_dung)}</p>
        </Card>
      ) : null}
    </div>
  );
}
