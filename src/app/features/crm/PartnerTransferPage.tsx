import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { partnerTransfers } from '../../../contract/entities/crm/partners-transfer-histories.entity.ts';
import { entityKey, entityListQuery } from '../../entity-ui/entity-api.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { notify } from '../../ui/toasts.ts';
import { CustomersHeader } from './CustomersHeader.tsx';
import { transferPartners } from './crm-api.ts';
import { TransferField } from './PartnerBulkDialogs.tsx';
import { useAction } from './use-action.ts';

/**
 * /crm/partners-transfer: every customer of one salesperson (that the user may see) moves to
 * another with a reason, in one transaction, recorded in /crm/partners-transfer-histories.
 * Chosen customers move from the list's bulk action or the profile instead.
 */
export function PartnerTransferPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState<unknown>(null);
  const [to, setTo] = useState<unknown>(null);
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAction();
  const source = from ? String(from) : '';
  const count = useQuery({
    ...entityListQuery(partners, {
      pageIndex: 1,
      pageSize: 10,
      sortKey: 'created_at',
      sortType: 'desc',
      filters: { ma_nvbh: source },
    }),
    enabled: source !== '',
  });
  const total = count.data?.total ?? 0;
  const submit = () =>
    run(async () => {
      const result = await transferPartners({
        all: true,
        ma_nvbh_cu: source,
        ma_nvbh_moi: String(to ?? ''),
        ly_do: reason,
      });
      notify('success', t`Đã chuyển ${result.moved} khách hàng.`);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: entityKey(partners) });
      await queryClient.invalidateQueries({ queryKey: entityKey(partnerTransfers) });
    });
  const ready = source !== '' && Boolean(to) && reason.trim() !== '' && total > 0;
  return (
    <div className="grid gap-5 sm:gap-6">
      <CustomersHeader
        title={t`Chuyển khách hàng`}
        description={t`Chuyển toàn bộ khách hàng của một nhân viên sang nhân viên khác. Để chuyển một số khách hàng, chọn họ trong danh sách khách hàng.`}
      />
      <section className="grid max-w-2xl gap-4 rounded-card bg-surface p-5 shadow-card sm:p-6">
        {error ? <Alert>{error}</Alert> : null}
        <TransferField name="ma_nvbh_cu" value={from} onChange={setFrom} busy={busy} />
        {source ? (
          <p className="text-sm text-muted" aria-live="polite">
            <Trans>Nhân viên này đang phụ trách {total} khách hàng.</Trans>
          </p>
        ) : null}
        <TransferField name="ma_nvbh_moi" value={to} onChange={setTo} busy={busy} />
        <TextAreaField
          label={t`Lý do`}
          value={reason}
          onChange={setReason}
          markRequired
          maxLength={500}
          rows={3}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            to="/crm/partners-transfer-histories"
            className="text-sm font-medium text-primary-ink underline"
          >
            <Trans>Xem lịch sử chuyển khách hàng</Trans>
          </Link>
          <Button onPress={() => void submit()} isPending={busy} isDisabled={!ready}>
            <ArrowRightLeft aria-hidden="true" className="size-4" />
            <Trans>Chuyển {total} khách hàng</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}
