import { lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import type { z } from 'zod/mini';
import type { DocumentType } from '../../contract/documents/define.ts';
import { listDefaults, listSearchSchema } from '../../contract/list/list-search.ts';
import { APPROVE_SHAPE } from './approve-shape.ts';

// The page, its list machinery and the declaration come with the route, never the first download.
const ApprovePage = lazyRouteComponent(() => import('./ApprovePage.tsx'), 'ApprovePage');

const searchSchema = listSearchSchema(APPROVE_SHAPE);

/**
 * The route options of a document type's approve screen, so its route file is one line:
 *
 *   export const Route = createFileRoute('/sales/bills_/approve')(
 *     approveRoute(() => import('…/bills.document.ts').then((m) => m.bills)),
 *   );
 *
 * The address holds the list's state (search, dates, sort, page).
 */
export function approveRoute(load: () => Promise<DocumentType>) {
  let loaded: DocumentType | undefined;
  const arrive = async () => {
    loaded ??= await load();
  };
  return {
    staticData: { loaderCode: arrive },
    validateSearch: searchSchema,
    search: {
      middlewares: [stripSearchParams<z.infer<typeof searchSchema>>(listDefaults(APPROVE_SHAPE))],
    },
    loader: arrive,
    component: () => (loaded ? <ApprovePage document={loaded} /> : null),
  };
}
