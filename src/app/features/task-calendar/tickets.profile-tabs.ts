import { msg } from '@lingui/core/macro';
import { registerProfileTab } from '../crm/profile-tabs.ts';

/** The work tickets tab of the customer profile (/crm/partners/:id?tab=tickets). */
registerProfileTab({
  id: 'tickets',
  title: msg`Phiếu công việc`,
  order: 25,
  requires: { menuId: 'crm.tickets' },
  load: () => import('./TicketsTab.tsx').then((m) => m.TicketsTab),
});
