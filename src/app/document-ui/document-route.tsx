import { type AsyncRouteComponent, lazyRouteComponent } from '@tanstack/react-router';
import type { DocumentType } from '../../contract/documents/define.ts';
import type { Entity } from '../../contract/entity/define.ts';
import { entityRoute } from '../entity-ui/entity-route.tsx';

const DocumentListPage = lazyRouteComponent(() => import('./DocumentListPage.tsx'), 'DocumentListPage');

/**
 * The route options of a document type's screen, so its route file is one line:
 *
 *   export const Route = createFileRoute('/stock/receipt-orders')(
 *     documentRoute(() => import('…/receipt-orders.document.ts').then((m) => m.receiptOrders)),
 *   );
 *
 * The list is the header entity's (address, loader, filters, Excel); the screen adds the status
 * chips and opens the master-detail form.
 */
export function documentRoute(
  load: () => Promise<DocumentType>,
  /** A screen of its own around DocumentListPage (the delivery orders' cost recompute). */
  Page: AsyncRouteComponent<{ entity: Entity }> = DocumentListPage,
) {
  return entityRoute(() => load().then((document) => document.header), Page);
}
