import { Trans } from '@lingui/react/macro';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import { Button } from '../../ui/Button.tsx';
import { BulkTransferDialog } from './PartnerBulkDialogs.tsx';
import { useCan } from './use-can.ts';

/** The profile's "Chuyển" quick action: this one customer to another salesperson, with a reason. */
export function TransferButton({ partner }: { partner: EntityRow }) {
  const mayTransfer = useCan('crm.partners-transfer', 'access');
  const [open, setOpen] = useState(false);
  if (!mayTransfer) return null;
  return (
    <>
      <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
        <ArrowRightLeft aria-hidden="true" className="size-4" />
        <Trans>Chuyển</Trans>
      </Button>
      {open ? <BulkTransferDialog rows={[partner]} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
