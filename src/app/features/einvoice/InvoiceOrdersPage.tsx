import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FileCheck } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { can } from '../../../contract/auth/rules.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import { DocumentListPage } from '../../document-ui/DocumentListPage.tsx';
import type { ListCustom } from '../../entity-ui/EntityListPage.tsx';
import { useEntitySearch } from '../../entity-ui/use-entity-list.ts';
import { session } from '../../state/session.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { EinvoiceStateChip } from './EinvoiceStateChip.tsx';
import { InvoiceOrderForm } from './InvoiceOrderForm.tsx';

/**
 * /sales/invoice-orders: the orders with their e-invoice state, the form that picks a customer's
 * bills, and the way to the publish screen for whoever may publish.
 */
export function InvoiceOrdersPage({ entity }: { entity: Entity }) {
  const { user } = useSnapshot(session);
  const { setSearch } = useEntitySearch(entity);
  // Read when a create reopens the form; a new function every render must not rebuild the list.
  const setSearchRef = useRef(setSearch);
  setSearchRef.current = setSearch;
  const mayPublish = Boolean(user) && can(session.user, 'sales.invoice-publish', 'read');
  const cells = useMemo<ListCustom['cells']>(
    () => ({ hd_trang_thai: (row) => <EinvoiceStateChip state={row.hd_trang_thai} /> }),
    [],
  );
  const form = useMemo<ListCustom['form']>(
    () =>
      ({ id, rights, onClose }) => (
        <InvoiceOrderForm
          id={id}
          entity={entity}
          rights={rights}
          onClose={onClose}
          onOpen={(saved) => setSearchRef.current({ edit: saved }, true)}
        />
      ),
    [entity],
  );
  return (
    <DocumentListPage
      entity={entity}
      cells={cells}
      form={form}
      actions={
        mayPublish ? (
          <Link to="/sales/invoice-publish" className={buttonClass('tonal')}>
            <FileCheck aria-hidden="true" className="size-4" />
            <Trans>Phát hành hóa đơn</Trans>
          </Link>
        ) : undefined
      }
    />
  );
}
