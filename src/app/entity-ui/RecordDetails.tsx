import { useLingui } from '@lingui/react/macro';
import type { Entity } from '../../contract/entity/define.ts';
import type { EntityRow } from './entity-api.ts';
import { AUDIT_COLUMNS } from './entity-columns.tsx';
import { formatField, formatInstant } from './format.ts';

/**
 * What an expanded row shows: the fields its columns leave out (on a phone, most of them) and who
 * made and last changed the record.
 */
export function RecordDetails({
  entity,
  row,
  shown,
}: {
  entity: Entity;
  row: EntityRow;
  shown: ReadonlySet<string>;
}) {
  const { i18n } = useLingui();
  const lines: [string, string, string][] = [];
  for (const name of entity.fieldNames) {
    const field = entity.fields[name];
    if (!field || shown.has(name)) continue;
    lines.push([name, i18n._(field.label), formatField(i18n, name, field, row)]);
  }
  for (const [id, label] of Object.entries(AUDIT_COLUMNS)) {
    if (shown.has(id)) continue;
    const value = id.endsWith('_at') ? formatInstant(row[id]) : String(row[id] ?? '');
    lines.push([id, i18n._(label), value]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2 lg:grid-cols-3">
      {lines.map(([id, label, value]) => (
        <div key={id} className="flex min-w-0 gap-2">
          <dt className="shrink-0 text-muted">{label}:</dt>
          <dd className="min-w-0 break-words text-heading">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
