import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uuidv7 } from 'uuidv7';
import { partnerNotes } from '../../../../contract/entities/crm/partner-notes.entity.ts';
import { createRecord, entityKey, entityListQuery } from '../../../entity-ui/entity-api.ts';
import { useEntityRights } from '../../../entity-ui/entity-rights.ts';
import { formatInstant } from '../../../entity-ui/format.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import type { ProfileTabProps } from '../profile-tabs.ts';
import { useAction } from '../use-action.ts';

/** The customer's notes as a timeline, newest first, with a box to add one. */
export function NotesTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const rights = useEntityRights(partnerNotes);
  const code = String(partner.ma_kh);
  const params = {
    pageIndex: 1,
    pageSize: 100,
    sortKey: 'created_at',
    sortType: 'desc' as const,
    filters: { ma_kh: code },
  };
  const query = useQuery(entityListQuery(partnerNotes, params));
  const [text, setText] = useState('');
  const { busy, error, run } = useAction();
  const add = () =>
    run(async () => {
      await createRecord(partnerNotes, {
        id: uuidv7(),
        ma_kh: code,
        noi_dung: text,
        ma_dvcs: partner.ma_dvcs,
      });
      setText('');
      await queryClient.invalidateQueries({ queryKey: entityKey(partnerNotes) });
    });
  return (
    <div className="grid gap-4">
      {rights.add ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) void add();
          }}
        >
          {error ? <Alert>{error}</Alert> : null}
          <TextAreaField label={t`Ghi chú mới`} value={text} onChange={setText} rows={3} maxLength={4000} />
          <div className="flex justify-end">
            <Button type="submit" size="sm" isPending={busy} isDisabled={text.trim() === ''}>
              <Trans>Thêm ghi chú</Trans>
            </Button>
          </div>
        </form>
      ) : null}
      {query.isError ? (
        <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
      ) : null}
      {!query.data && !query.isError ? <Skeleton className="h-24 w-full" /> : null}
      {query.data?.items.length === 0 ? (
        <p className="py-4 text-center text-muted">{t`Chưa có ghi chú nào.`}</p>
      ) : null}
      <ol className="grid gap-3 border-l-2 border-primary-100 pl-4">
        {(query.data?.items ?? []).map((note) => (
          <li key={note.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-primary-500"
            />
            <p className="text-[13px] text-muted">
              {String(note.created_by ?? '')} · {formatInstant(note.created_at)}
            </p>
            <p className="whitespace-pre-wrap text-body">{String(note.noi_dung ?? '')}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
