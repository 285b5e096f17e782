import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { BroadcastRequest } from '../../../contract/api/campaigns.api.ts';
import { campaigns } from '../../../contract/entities/crm/campaigns.entity.ts';
import { ApiRequestError } from '../../data/api.ts';
import { entityKey, entityListQuery } from '../../entity-ui/entity-api.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { AudienceFilters } from './AudienceFilters.tsx';
import { AudiencePreview } from './AudiencePreview.tsx';
import { BroadcastProgress } from './BroadcastProgress.tsx';
import { sendBroadcast } from './campaigns-api.ts';

const ON_THE_SPOT = '';

/** A refusal's field messages (the server names each field), else its message. */
function messageOf(failure: unknown): string {
  if (failure instanceof ApiRequestError && failure.body.fields?.length)
    return failure.body.fields.map((f) => f.message).join(' · ');
  return failure instanceof Error ? failure.message : String(failure);
}

/** The campaigns a message may still go out for: draft or running, by message. */
function useOpenCampaigns() {
  return useQuery(
    entityListQuery(campaigns, {
      pageIndex: 1,
      pageSize: 100,
      sortKey: 'ngay_bd',
      sortType: 'desc',
      filters: { trang_thai: 'draft,running', kenh: 'sms,email' },
    }),
  );
}

/** Sends a broadcast, then follows it (`?id=`); a refusal keeps the form with its field messages. */
function useSend() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (request: BroadcastRequest) => {
    setBusy(true);
    setError(null);
    try {
      const { id } = await sendBroadcast(request);
      // A campaign's first broadcast starts it, and its results count the messages.
      await queryClient.invalidateQueries({ queryKey: ['campaign-results'] });
      await queryClient.invalidateQueries({ queryKey: entityKey(campaigns) });
      void navigate({ to: '/crm/broadcast', search: { id } });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, send };
}

function BroadcastForm({ campaignId }: { campaignId: string | undefined }) {
  const { t } = useLingui();
  const open = useOpenCampaigns();
  const [chosen, setChosen] = useState(campaignId ?? ON_THE_SPOT);
  const [filters, setFilters] = useState('');
  const campaign = open.data?.items.find((row) => row.id === chosen);
  const [kenh, setKenh] = useState<'sms' | 'email' | null>(null);
  const [text, setText] = useState<string | null>(null);
  const channel = kenh ?? (campaign?.kenh === 'email' ? 'email' : 'sms');
  const body = text ?? String(campaign?.noi_dung ?? '');
  const sending = useSend();
  const send = () =>
    sending.send(
      campaign
        ? { campaign_id: campaign.id, kenh: channel, noi_dung: body }
        : { loc_kh: filters, kenh: channel, noi_dung: body },
    );
  const campaignOptions = [
    { id: ON_THE_SPOT, label: t`Chọn khách hàng bằng bộ lọc` },
    ...(open.data?.items ?? []).map((row) => ({ id: row.id, label: `${row.ma_cd} · ${row.ten_cd}` })),
  ];
  return (
    <div className="grid gap-5">
      <Card title={t`Người nhận`}>
        <div className="grid gap-5">
          <SelectField
            label={t`Chiến dịch`}
            options={campaignOptions}
            value={chosen}
            onChange={(key) => setChosen(String(key ?? ON_THE_SPOT))}
            className="max-w-xl"
          />
          {campaign ? null : <AudienceFilters value={filters} onChange={setFilters} />}
          <AudiencePreview filters={campaign ? String(campaign.loc_kh ?? '') : filters} />
        </div>
      </Card>
      <Card title={t`Tin nhắn`}>
        <div className="grid gap-4 lg:max-w-2xl">
          <SelectField
            label={t`Kênh`}
            options={[
              { id: 'sms', label: t`Tin nhắn SMS` },
              { id: 'email', label: t`Thông báo qua email` },
            ]}
            value={channel}
            onChange={(key) => setKenh(key === 'email' ? 'email' : 'sms')}
          />
          <TextAreaField
            label={t`Nội dung tin nhắn`}
            value={body}
            onChange={setText}
            rows={4}
            maxLength={1000}
          />
          {sending.error ? <Alert tone="danger">{sending.error}</Alert> : null}
          <div>
            <Button isDisabled={sending.busy} onPress={() => void send()}>
              <Send aria-hidden="true" className="size-4" />
              <Trans>Gửi</Trans>
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}

/**
 * /crm/broadcast: a notification (e-mail) or SMS to a customer segment — a campaign's audience or
 * filters picked here — sent by the server in batches through the message sender and logged in
 * system/sms/logs; `?id=` follows one broadcast's progress and its recipients' statuses.
 */
export function BroadcastPage({ id, campaign }: { id?: string | undefined; campaign?: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={
          <Breadcrumbs
            items={[
              { label: t`CRM` },
              { label: t`Chiến dịch`, to: '/crm/campaigns' },
              { label: t`Gửi tin hàng loạt` },
            ]}
          />
        }
        title={t`Gửi tin hàng loạt`}
        description={t`Gửi SMS hoặc thông báo qua email tới một nhóm khách hàng; mỗi khách chỉ nhận một lần.`}
        actions={
          id ? (
            <Button variant="tonal" onPress={() => void navigate({ to: '/crm/broadcast', search: {} })}>
              <Trans>Gửi đợt mới</Trans>
            </Button>
          ) : null
        }
      />
      {id ? (
        <Card title={t`Tiến độ gửi`}>
          <BroadcastProgress id={id} />
        </Card>
      ) : (
        <BroadcastForm campaignId={campaign} />
      )}
    </div>
  );
}
