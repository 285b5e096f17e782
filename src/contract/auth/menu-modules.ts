import { msg } from '@lingui/core/macro';
import type { ModuleSpec } from './menu-build.ts';

/** Dashboard, Purchases, Stock, Accounting, HR and System menus (spec §2). */

export const DASHBOARD_MODULE: ModuleSpec = {
  module: 'dashboard',
  title: msg`Tổng quan`,
  icon: 'layout-dashboard',
  items: [
    ['analytics', msg`Phân tích số liệu`, 'chart-line'],
    ['ecommerce', msg`Tổng quan kinh doanh`, 'shopping-cart'],
  ],
};

export const PURCHASES_MODULE: ModuleSpec = {
  module: 'purchases',
  title: msg`Mua hàng`,
  icon: 'truck',
  items: [
    ['domestic-orders', msg`Đơn mua hàng`, 'clipboard-list'],
    ['suppliers', msg`Nhà cung cấp`, 'factory'],
  ],
};

export const STOCK_MODULE: ModuleSpec = {
  module: 'stock',
  title: msg`Kho`,
  icon: 'warehouse',
  items: [
    {
      group: 'documents',
      title: msg`Chứng từ kho`,
      icon: 'file-stack',
      items: [
        ['receipt-orders', msg`Phiếu nhập kho`, 'package-plus'],
        ['delivery-orders', msg`Phiếu xuất kho`, 'package-minus'],
        ['transfer-orders', msg`Phiếu chuyển kho`, 'arrow-left-right'],
      ],
    },
    {
      group: 'inventory',
      title: msg`Tồn kho`,
      icon: 'boxes',
      items: [
        ['product-balances', msg`Tồn kho đầu kỳ`, 'package-check'],
        ['product-batches', msg`Lô hàng`, 'package-open'],
        ['product-batch-histories', msg`Lịch sử lô hàng`, 'history'],
      ],
    },
    {
      group: 'catalog',
      title: msg`Danh mục`,
      icon: 'book-open',
      items: [
        ['products', msg`Sản phẩm`, 'package'],
        ['services', msg`Dịch vụ`, 'sparkles'],
        ['product-sets', msg`Bộ sản phẩm`, 'package-2'],
        ['product-consumes', msg`Định mức tiêu hao`, 'flask-conical'],
        ['product-groups', msg`Nhóm sản phẩm`, 'layers'],
        ['product-types', msg`Loại sản phẩm`, 'shapes'],
        ['product-hours', msg`Thời lượng sản phẩm`, 'timer'],
        ['rates', msg`Bảng giá`, 'tag'],
        ['units', msg`Đơn vị tính`, 'ruler'],
        ['conversion-units', msg`Quy đổi đơn vị tính`, 'repeat'],
        ['warehouses', msg`Kho hàng`, 'warehouse'],
      ],
    },
  ],
};

export const ACCOUNTING_MODULE: ModuleSpec = {
  module: 'accounting',
  title: msg`Kế toán`,
  icon: 'calculator',
  items: [
    {
      group: 'documents',
      title: msg`Chứng từ`,
      icon: 'file-text',
      items: [
        ['receive-invoices', msg`Phiếu thu`, 'arrow-down-to-line'],
        ['spend-invoices', msg`Phiếu chi`, 'arrow-up-from-line'],
        ['bank-receive-invoices', msg`Giấy báo có`, 'landmark'],
        ['bank-spend-invoices', msg`Giấy báo nợ`, 'landmark'],
        ['accounting-invoices', msg`Phiếu kế toán`, 'notebook-pen'],
      ],
    },
    {
      group: 'opening',
      title: msg`Số dư đầu kỳ`,
      icon: 'scale',
      items: [
        ['customer-balances', msg`Công nợ đầu kỳ`, 'users'],
        ['account-balances', msg`Số dư tài khoản đầu kỳ`, 'scale'],
      ],
    },
    ['voucher-locks', msg`Khóa sổ`, 'lock'],
    {
      group: 'catalog',
      title: msg`Danh mục`,
      icon: 'book-open',
      items: [
        ['accounts', msg`Hệ thống tài khoản`, 'list-tree'],
        ['vouchers', msg`Loại chứng từ`, 'files'],
        ['voucher-infos', msg`Trạng thái chứng từ`, 'file-cog'],
        ['expenses', msg`Khoản mục chi phí`, 'receipt'],
        ['taxs', msg`Thuế suất`, 'percent'],
        ['currencies', msg`Tiền tệ`, 'dollar-sign'],
        ['exchange-rates', msg`Tỷ giá`, 'arrow-left-right'],
        ['transaction-terms', msg`Điều khoản giao dịch`, 'handshake'],
      ],
    },
    {
      group: 'reports',
      title: msg`Báo cáo`,
      icon: 'chart-column',
      items: [['reports/cash-book', msg`Sổ quỹ tiền mặt`, 'book-open-text']],
    },
  ],
};

export const HR_MODULE: ModuleSpec = {
  module: 'hr',
  title: msg`Nhân sự`,
  icon: 'id-card',
  items: [
    ['employees', msg`Nhân viên`, 'users'],
    ['departments', msg`Phòng ban`, 'building-2'],
    ['shifts', msg`Ca làm việc`, 'clock'],
  ],
};

export const SYSTEM_MODULE: ModuleSpec = {
  module: 'system',
  title: msg`Hệ thống`,
  icon: 'settings',
  items: [
    {
      group: 'organization',
      title: msg`Người dùng & chi nhánh`,
      icon: 'user-cog',
      items: [
        ['users', msg`Người dùng`, 'user-cog'],
        ['branchs', msg`Chi nhánh`, 'building'],
      ],
    },
    {
      group: 'catalog',
      title: msg`Danh mục`,
      icon: 'book-open',
      items: [
        ['dictionaries', msg`Từ điển`, 'book-a'],
        ['custom1', msg`Danh mục tùy chọn 1`, 'list'],
        ['custom2', msg`Danh mục tùy chọn 2`, 'list'],
        ['custom3', msg`Danh mục tùy chọn 3`, 'list'],
        ['layout/banners', msg`Ảnh banner`, 'image'],
      ],
    },
    {
      group: 'call-center',
      title: msg`Tổng đài`,
      icon: 'headset',
      items: [
        ['call-center/providers', msg`Nhà cung cấp tổng đài`, 'server'],
        ['call-center/extensions', msg`Máy nhánh`, 'phone-forwarded'],
        ['call-center/phone-numbers', msg`Số điện thoại tổng đài`, 'phone'],
        ['sms/logs', msg`Nhật ký SMS`, 'message-square-text'],
      ],
    },
    {
      group: 'cryptography',
      title: msg`Mã hóa`,
      icon: 'key-round',
      items: [
        ['cryptography/encrypt', msg`Mã hóa dữ liệu`, 'lock-keyhole'],
        ['cryptography/customer-card', msg`Mã hóa thẻ khách hàng`, 'id-card'],
      ],
    },
    ['settings', msg`Cài đặt`, 'sliders-horizontal'],
    ['online', msg`Người dùng trực tuyến`, 'wifi'],
    ['logs', msg`Nhật ký hệ thống`, 'scroll-text'],
  ],
};
