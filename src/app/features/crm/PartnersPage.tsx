import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { ArrowRightLeft, Tag } from 'lucide-react';
import { useState } from 'react';
import type { Entity } from '../../../contract/entity/define.ts';
import { EntityListPage } from '../../entity-ui/EntityListPage.tsx';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import type { EntityRights } from '../../entity-ui/entity-rights.ts';
import { Button } from '../../ui/Button.tsx';
import { BulkTagDialog, BulkTransferDialog } from './PartnerBulkDialogs.tsx';
import { useCan } from './use-can.ts';

/** Moving the chosen customers to another salesperson and tagging them, each within the user's rights. */
function PartnerBulkActions({ rows, rights }: { rows: readonly EntityRow[]; rights: EntityRights }) {
  const mayTransfer = useCan('crm.partners-transfer', 'access');
  const [open, setOpen] = useState<'transfer' | 'tag' | null>(null);
  const close = () => setOpen(null);
  const count = rows.length;
  return (
    <>
      {mayTransfer ? (
        <Button variant="tonal" size="sm" onPress={() => setOpen('transfer')}>
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          <Trans>Chuyển {count} khách hàng</Trans>
        </Button>
      ) : null}
      {rights.edit ? (
        <Button variant="tonal" size="sm" onPress={() => setOpen('tag')}>
          <Tag aria-hidden="true" className="size-4" />
          <Trans>Gắn nhãn</Trans>
        </Button>
      ) : null}
      {open === 'transfer' ? <BulkTransferDialog rows={rows} onClose={close} /> : null}
      {open === 'tag' ? <BulkTagDialog rows={rows} onClose={close} /> : null}
    </>
  );
}

/**
 * /crm/partners: the customers' data table (filters by salesperson, source, level, tags, branch and
 * created range from the declaration); a row opens the profile, and the chosen rows can be moved
 * to another salesperson, tagged, exported or deleted.
 */
export function PartnersPage({ entity }: { entity: Entity }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <EntityListPage
      entity={entity}
      custom={{
        open: (row) => void navigate({ to: '/crm/partners/$id', params: { id: row.id } }),
        add: {
          label: <Trans>Thêm khách hàng</Trans>,
          onPress: () => void navigate({ to: '/crm/partners/new' }),
        },
        searchLabel: t`Tìm theo mã, tên, điện thoại, email`,
        bulk: (rows, rights) => <PartnerBulkActions rows={rows} rights={rights} />,
      }}
    />
  );
}
