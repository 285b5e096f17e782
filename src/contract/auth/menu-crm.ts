import { msg } from '@lingui/core/macro';
import type { ModuleSpec } from './menu-build.ts';

/** CRM menu (spec §2 CRM). */
export const CRM_MODULE: ModuleSpec = {
  module: 'crm',
  title: msg`CRM`,
  icon: 'handshake',
  items: [
    {
      group: 'customers',
      title: msg`Khách hàng`,
      icon: 'users',
      items: [
        ['partners', msg`Danh sách khách hàng`, 'users'],
        ['partners-search', msg`Tra cứu khách hàng`, 'user-search'],
        ['partners-vip', msg`Khách hàng VIP`, 'crown'],
        ['partners-transfer', msg`Chuyển khách hàng`, 'arrow-right-left'],
        ['partners-transfer-histories', msg`Lịch sử chuyển khách hàng`, 'history'],
        ['complains', msg`Khiếu nại`, 'message-square-warning'],
      ],
    },
    {
      group: 'marketing',
      title: msg`Chiến dịch`,
      icon: 'megaphone',
      items: [
        ['campaigns', msg`Chiến dịch`, 'megaphone'],
        ['targets', msg`Mục tiêu`, 'target'],
        ['broadcast', msg`Gửi tin hàng loạt`, 'send'],
      ],
    },
    {
      group: 'service-setup',
      title: msg`Dịch vụ`,
      icon: 'sparkles',
      items: [
        ['services', msg`Chăm sóc sau dịch vụ`, 'sparkles'],
        ['service/expenses', msg`Chi phí dịch vụ`, 'receipt'],
        ['service/employee-responsibilities', msg`Phân công nhân viên phụ trách`, 'user-check'],
      ],
    },
    {
      group: 'appointments',
      title: msg`Lịch hẹn`,
      icon: 'calendar-days',
      items: [
        ['task/calendar', msg`Lịch hẹn`, 'calendar-days'],
        ['tasks', msg`Danh sách lịch hẹn`, 'list-checks'],
        ['tasks-search', msg`Tra cứu lịch hẹn`, 'calendar-search'],
        ['partner-tasks', msg`Lịch hẹn theo khách hàng`, 'calendar-clock'],
        ['task/types', msg`Loại lịch hẹn`, 'tags'],
      ],
    },
    {
      group: 'ticketing',
      title: msg`Phiếu công việc`,
      icon: 'clipboard-list',
      items: [
        ['ticket/calendar', msg`Lịch công việc`, 'calendar-range'],
        ['tickets', msg`Phiếu công việc`, 'clipboard-list'],
        ['ticket/types', msg`Loại phiếu công việc`, 'tags'],
      ],
    },
    {
      group: 'calls',
      title: msg`Cuộc gọi`,
      icon: 'phone',
      items: [
        ['call-logs', msg`Nhật ký cuộc gọi`, 'phone-call'],
        ['call-logs/call', msg`Gọi điện`, 'phone-outgoing'],
        ['call-center/call-logs', msg`Cuộc gọi tổng đài`, 'headset'],
      ],
    },
    {
      group: 'dictionaries',
      title: msg`Danh mục`,
      icon: 'book-open',
      items: [
        ['source-types', msg`Nguồn khách hàng`, 'signpost'],
        ['source-type-options', msg`Chi tiết nguồn khách hàng`, 'list-tree'],
        ['complain-types', msg`Loại khiếu nại`, 'list'],
        ['levels', msg`Cấp độ khách hàng`, 'medal'],
        ['tags', msg`Nhãn khách hàng`, 'tag'],
      ],
    },
    {
      group: 'reports',
      title: msg`Báo cáo`,
      icon: 'chart-column',
      items: [
        ['reports/employee', msg`Báo cáo theo nhân viên`, 'user-round'],
        ['reports/marketing', msg`Báo cáo marketing`, 'megaphone'],
        ['reports/telesale', msg`Báo cáo telesale`, 'phone'],
        ['reports/telesale-kpis', msg`KPI telesale`, 'gauge'],
        ['reports/telesale-status', msg`Trạng thái telesale`, 'activity'],
        ['reports/consultant', msg`Báo cáo tư vấn`, 'messages-square'],
        ['reports/contact', msg`Báo cáo trực page`, 'message-circle'],
        ['reports/todo', msg`Báo cáo công việc`, 'list-todo'],
        ['reports/target', msg`Báo cáo mục tiêu`, 'target'],
      ],
    },
  ],
};
