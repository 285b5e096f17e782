import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { Entity } from '../../../contract/entity/define.ts';
import { EntityListPage } from '../../entity-ui/EntityListPage.tsx';

/** /crm/call-logs: the entity's list; adding goes to the call form with its follow-up appointment. */
export function CallLogsPage({ entity }: { entity: Entity }) {
  const navigate = useNavigate();
  return (
    <EntityListPage
      entity={entity}
      custom={{
        add: {
          label: <Trans>Ghi cuộc gọi</Trans>,
          onPress: () => void navigate({ to: '/crm/call-logs/call' }),
        },
      }}
    />
  );
}
