import { lazyRouteComponent, useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';

type IdPage = ComponentType<{ id: string }>;

/** The page drawn with the route's `$id`; every route recordPage serves has that segment. */
function WithId({ Page }: { Page: IdPage }) {
  const { id } = useParams({ strict: false }) as { id: string };
  return <Page id={id} />;
}

/**
 * The component of a route whose `$id` names the record its page shows (a customer's profile, a
 * campaign): the page comes with the route, not with the app, and is handed the id as a prop, so
 * it stays testable without a router.
 *
 *   component: recordPage(() => import('…/PartnerProfile.tsx'), 'PartnerProfile'),
 */
export function recordPage<Module extends Record<Name, IdPage>, Name extends string>(
  importer: () => Promise<Module>,
  name: Name,
) {
  const Page = lazyRouteComponent<Record<Name, IdPage>, Name>(importer, name);
  return () => <WithId Page={Page} />;
}
