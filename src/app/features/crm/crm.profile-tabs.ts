import { msg } from '@lingui/core/macro';
import { registerProfileTab } from './profile-tabs.ts';

/**
 * The CRM's own tabs of the customer profile. Appointments, tickets and call logs register theirs
 * from their modules once those exist; orders, service slips, packages and cards likewise.
 */
registerProfileTab({
  id: 'notes',
  title: msg`Ghi chú`,
  order: 10,
  requires: { menuId: 'crm.partners' },
  load: () => import('./tabs/NotesTab.tsx').then((m) => m.NotesTab),
});
registerProfileTab({
  id: 'complains',
  title: msg`Khiếu nại`,
  order: 40,
  requires: { menuId: 'crm.complains' },
  load: () => import('./tabs/RelatedTabs.tsx').then((m) => m.ComplainsTab),
});
registerProfileTab({
  id: 'transfers',
  title: msg`Lịch sử chuyển`,
  order: 50,
  requires: { menuId: 'crm.partners-transfer-histories' },
  load: () => import('./tabs/RelatedTabs.tsx').then((m) => m.TransfersTab),
});
registerProfileTab({
  id: 'audit',
  title: msg`Nhật ký thay đổi`,
  order: 90,
  requires: { menuId: 'crm.partners' },
  load: () => import('./tabs/AuditTab.tsx').then((m) => m.AuditTab),
});
