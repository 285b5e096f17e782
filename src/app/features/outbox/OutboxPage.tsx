import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { CloudUpload, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { entities } from '../../../contract/entities/registry.ts';
import { screenPath } from '../../../contract/entity/define.ts';
import { discardItem, outbox, replayOutbox, retryItem } from '../../data/outbox.ts';
import { openDraft } from '../../data/outbox-drafts.ts';
import type { OutboxItem } from '../../data/outbox-queue.ts';
import { entityRecordQuery } from '../../entity-ui/entity-api.ts';
import { NEW_RECORD } from '../../entity-ui/list-search.ts';
import { useOnline } from '../../state/network.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { OutboxItemRow } from './OutboxItemRow.tsx';

const entityNamed = (name: string) => entities.find((entity) => entity.name === name);

function Empty() {
  return (
    <div className="grid justify-items-center gap-2 px-6 py-12 text-center" role="status">
      <Inbox aria-hidden="true" className="size-10 text-primary-400" />
      <p className="font-medium text-heading">
        <Trans>Không có thay đổi nào chờ gửi</Trans>
      </p>
      <p className="text-sm text-muted">
        <Trans>Khi mất mạng, những gì bạn lưu được giữ ở đây rồi tự gửi khi có kết nối.</Trans>
      </p>
    </div>
  );
}

/**
 * /user/outbox: the signed-in user's writes kept on this device (DESIGN.md §7) — pending ones,
 * and the ones the server refused, which wait for the user: edit again, send again or discard.
 */
export function OutboxPage() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { items, replaying } = useSnapshot(outbox);
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);

  /** The record's own form, holding the queued values over the server's latest version. */
  const editAgain = (item: OutboxItem) => {
    const entity = entityNamed(item.entity);
    if (!entity || item.op === 'delete') return null;
    return async () => {
      const { version: _old, ...values } = item.body ?? {};
      const create = item.op === 'create';
      // The form must start from the server's latest version, not the copy cached before the conflict.
      if (!create) queryClient.removeQueries({ queryKey: entityRecordQuery(entity, item.recordId).queryKey });
      openDraft({ entity: entity.name, recordId: item.recordId, create, values, itemId: item.id });
      const edit = create ? NEW_RECORD : item.recordId;
      await router.navigate({ href: `${screenPath(entity)}?edit=${encodeURIComponent(edit)}` });
    };
  };
  const pending = items.filter((item) => item.state === 'pending').length;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        title={<Trans>Hộp thư đi</Trans>}
        description={
          <Trans>Thay đổi đã lưu trên thiết bị này, chờ gửi lên máy chủ theo thứ tự đã lưu.</Trans>
        }
        actions={
          pending > 0 ? (
            <Button onPress={() => void replayOutbox()} isPending={replaying} isDisabled={!online}>
              <CloudUpload aria-hidden="true" className="size-4" />
              <Trans>Gửi ngay</Trans>
            </Button>
          ) : null
        }
      />
      <section aria-label={t`Hộp thư đi`} className="rounded-card bg-surface shadow-card">
        <div className="border-b border-line px-4 py-3 text-sm text-muted sm:px-5" role="status">
          {items.length > 0 ? <Plural value={items.length} other="# thay đổi trên thiết bị" /> : null}
          {items.length > 0 && !online ? ' · ' : null}
          {online ? null : <Trans>Đang ngoại tuyến: sẽ gửi khi có mạng.</Trans>}
        </div>
        {items.length === 0 ? (
          <Empty />
        ) : (
          <ul className="divide-y divide-line" aria-label={t`Thay đổi chờ gửi`}>
            {items.map((item) => (
              <OutboxItemRow
                key={item.id}
                item={item as OutboxItem}
                entity={entityNamed(item.entity)}
                onRetry={() => void retryItem(item.id)}
                onEdit={editAgain(item as OutboxItem)}
                onDiscard={() => setDiscarding(item as OutboxItem)}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        isOpen={discarding !== null}
        tone="danger"
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void discardItem(discarding.id);
          setDiscarding(null);
        }}
      >
        <Trans>Bỏ thay đổi “{discarding?.label ?? ''}”? Thay đổi này sẽ không được gửi lên máy chủ.</Trans>
      </ConfirmDialog>
    </div>
  );
}
