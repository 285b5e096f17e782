import { useSnapshot } from 'valtio';
import { can } from '../../../contract/auth/rules.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import { DocumentListPage } from '../../document-ui/DocumentListPage.tsx';
import { session } from '../../state/session.ts';
import { CostCalculationAction } from './CostCalculationDialog.tsx';

/** /stock/delivery-orders: the document list, with "Tính giá vốn" for whoever may edit deliveries. */
export function DeliveryOrdersPage({ entity }: { entity: Entity }) {
  const { user } = useSnapshot(session);
  const mayRecompute = Boolean(user) && can(session.user, entity.menuId, 'edit');
  return <DocumentListPage entity={entity} actions={mayRecompute ? <CostCalculationAction /> : undefined} />;
}
