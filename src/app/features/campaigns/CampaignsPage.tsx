import { useNavigate } from '@tanstack/react-router';
import type { Entity } from '../../../contract/entity/define.ts';
import { EntityListPage } from '../../entity-ui/EntityListPage.tsx';

/** /crm/campaigns: the campaigns' data table; a new one is made with the form, a row opens its page. */
export function CampaignsPage({ entity }: { entity: Entity }) {
  const navigate = useNavigate();
  return (
    <EntityListPage
      entity={entity}
      custom={{ open: (row) => void navigate({ to: '/crm/campaigns/$id', params: { id: row.id } }) }}
    />
  );
}
