import { msg } from '@lingui/core/macro';
import { registerProfileTab } from '../crm/profile-tabs.ts';

/** The appointments tab of the customer profile (/crm/partners/:id?tab=appointments). */
registerProfileTab({
  id: 'appointments',
  title: msg`Lịch hẹn`,
  order: 20,
  requires: { menuId: 'crm.tasks' },
  load: () => import('./AppointmentsTab.tsx').then((m) => m.AppointmentsTab),
});
