import { msg } from '@lingui/core/macro';
import { registerProfileTab } from '../crm/profile-tabs.ts';

/** The call logs tab of the customer profile (/crm/partners/:id?tab=calls). */
registerProfileTab({
  id: 'calls',
  title: msg`Cuộc gọi`,
  order: 30,
  requires: { menuId: 'crm.call-logs' },
  load: () => import('./CallLogsTab.tsx').then((m) => m.CallLogsTab),
});
