import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Entity } from '../../../../contract/entity/define.ts';
import type { FieldDef } from '../../../../contract/entity/fields.ts';
import { entityListQuery } from '../../../entity-ui/entity-api.ts';
import { formatField, formatInstant } from '../../../entity-ui/format.ts';
import { buttonClass } from '../../../ui/button-class.ts';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { ProfileTabProps } from '../profile-tabs.ts';

interface RelatedProps {
  entity: Entity;
  code: string;
  columns: readonly string[];
  empty: string;
  openBy?: string;
}

/**
 * The rows of another entity about this customer (`?ma_kh=`), newest first, as a compact table: the
 * profile's complaints, transfers and sales documents. Reads the same list the entity's own screen
 * does. With `openBy`, the first column links to the record on that screen (`?edit=<row[openBy]>`).
 */
function RecordsTable({ entity, code, columns, empty, openBy }: RelatedProps) {
  const { t, i18n } = useLingui();
  const [sortKey, sortType] = entity.list.sort;
  const params = { pageIndex: 1, pageSize: 50, sortKey, sortType, filters: { ma_kh: code } };
  const query = useQuery(entityListQuery(entity, params));
  if (query.isError) return <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-24 w-full" />;
  if (query.data.items.length === 0) return <p className="py-6 text-center text-muted">{empty}</p>;
  const label = (name: string) => {
    const field = entity.fields[name];
    return field ? i18n._(field.label) : name === 'created_at' ? t`Thời điểm` : name;
  };
  const cell = (name: string, row: Record<string, unknown>) => {
    if (name === 'created_at') return formatInstant(row.created_at);
    const field = entity.fields[name] as FieldDef | undefined;
    return field ? formatField(i18n, name, field, row) : String(row[name] ?? '');
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-b border-line text-left text-[13px] text-muted">
            {columns.map((name) => (
              <th key={name} scope="col" className="px-3 py-2 font-medium">
                {label(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {query.data.items.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              {columns.map((name, i) => (
                <td key={name} className="px-3 py-2 align-top">
                  {openBy && i === 0 ? (
                    <Link
                      to={`/${entity.screen ?? entity.path}` as never}
                      search={{ edit: String(row[openBy]) } as never}
                      className="rounded-sm font-medium text-primary-ink hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
                    >
                      {cell(name, row)}
                    </Link>
                  ) : (
                    cell(name, row)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A profile tab that is a related list and nothing else (complaints, calls, appointments, sales
 * documents…): what it shows, declared once by its module, and the links to the screens it comes
 * from. Texts are message descriptors, read in the user's language when the tab draws.
 */
export interface RelatedTab {
  entity: Entity;
  columns: readonly string[];
  empty: MessageDescriptor;
  openBy?: string;
  /** Ways to screens about the customer (`?ma_kh=`): their full list, a new record. */
  links?: readonly { to: string; label: MessageDescriptor }[];
}

/** The related rows, and below them the links to the screens they come from. */
function RelatedRecords({ partner, tab }: ProfileTabProps & { tab: RelatedTab }) {
  const { i18n } = useLingui();
  const code = String(partner.ma_kh);
  const { links = [], empty, ...table } = tab;
  return (
    <div className="grid gap-3">
      <RecordsTable {...table} code={code} empty={i18n._(empty)} />
      {links.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to as never}
              search={{ ma_kh: code } as never}
              className={buttonClass('outline', 'sm')}
            >
              {i18n._(link.label)}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The component of a related-list tab, for its `*.profile-tabs.ts` registration to load. */
export function relatedTab(tab: RelatedTab): ComponentType<ProfileTabProps> {
  return ({ partner }) => <RelatedRecords partner={partner} tab={tab} />;
}
