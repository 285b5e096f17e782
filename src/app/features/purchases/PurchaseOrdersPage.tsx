import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { can } from '../../../contract/auth/rules.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import { DocumentListPage } from '../../document-ui/DocumentListPage.tsx';
import { session } from '../../state/session.ts';
import { buttonClass } from '../../ui/button-class.ts';

/** /purchases/domestic-orders: the orders, and their approve screen for whoever may approve them. */
export function PurchaseOrdersPage({ entity }: { entity: Entity }) {
  const { user } = useSnapshot(session);
  const mayApprove = Boolean(user) && can(session.user, entity.menuId, 'edit');
  return (
    <DocumentListPage
      entity={entity}
      actions={
        mayApprove ? (
          <Link to="/purchases/domestic-orders/approve" className={buttonClass('tonal')}>
            <BadgeCheck aria-hidden="true" className="size-4" />
            <Trans>Duyệt đơn mua hàng</Trans>
          </Link>
        ) : undefined
      }
    />
  );
}
