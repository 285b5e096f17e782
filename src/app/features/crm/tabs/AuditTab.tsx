import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { partners } from '../../../../contract/entities/crm/partners.entity.ts';
import { formatInstant } from '../../../entity-ui/format.ts';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { partnerAudit } from '../crm-api.ts';
import type { ProfileTabProps } from '../profile-tabs.ts';

/** The fields an update changed, by their labels: "Điện thoại: 0912… → 0913…". */
function Changes({ detail }: { detail: unknown }) {
  const { i18n } = useLingui();
  if (typeof detail !== 'object' || detail === null) return null;
  const entries = Object.entries(detail as Record<string, { from?: unknown; to?: unknown }>).filter(
    ([, change]) => typeof change === 'object' && change !== null && 'to' in change,
  );
  return (
    <ul className="mt-1 grid gap-0.5 text-muted">
      {entries.map(([name, change]) => {
        const field = partners.fields[name as keyof typeof partners.fields];
        return (
          <li key={name}>
            {field ? i18n._(field.label) : name}: {JSON.stringify(change.from ?? '')} →{' '}
            {JSON.stringify(change.to ?? '')}
          </li>
        );
      })}
    </ul>
  );
}

/** Every logged write on the customer, newest first (src/server/modules/crm/partner-audit.ts). */
export function AuditTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  const query = useQuery({ queryKey: ['crm', 'audit', partner.id], queryFn: () => partnerAudit(partner.id) });
  if (query.isError) return <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-24 w-full" />;
  const labels: Record<string, string> = { create: t`Tạo mới`, update: t`Sửa`, delete: t`Xóa` };
  const actionLabel = (action: string) => labels[action] ?? action;
  return (
    <ol className="grid gap-3 text-sm">
      {query.data.items.map((entry) => (
        <li key={entry.id} className="rounded-md border border-line p-3">
          <p>
            <span className="font-medium text-heading">{actionLabel(entry.action)}</span>{' '}
            <Trans>
              bởi {entry.user_name ?? '—'} lúc {formatInstant(entry.created_at)}
            </Trans>
          </p>
          {entry.action === 'update' ? <Changes detail={entry.detail} /> : null}
        </li>
      ))}
    </ol>
  );
}
