import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { screenPath } from '../../contract/entity/define.ts';
import { session } from '../state/session.ts';
import { EntityListPage } from './EntityListPage.tsx';
import { userMenuTrail } from './menu-screen.ts';
import { entityForSplat } from './splat-entity.ts';

/** `/generic/*` and `/report/*`: the entity the address names, titled by the user's menu entry. */
export function CatchAllScreen({ readOnly }: { readOnly: boolean }) {
  const { i18n } = useLingui();
  const { user } = useSnapshot(session);
  const { _splat } = useParams({ strict: false });
  const pathname = useLocation({ select: (location) => location.pathname });
  const entity = entityForSplat(_splat);
  if (!entity) return null;
  const trail = userMenuTrail(user ? session.user : null, [pathname, screenPath(entity)]);
  const crumbs = trail.map((entry) => ({ label: i18n._(entry.title) }));
  const title = crumbs.at(-1)?.label;
  return (
    <EntityListPage
      key={entity.name}
      entity={entity}
      readOnly={readOnly}
      {...(title ? { title, crumbs } : {})}
    />
  );
}
