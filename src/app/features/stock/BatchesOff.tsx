import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../ui/Alert.tsx';

/** What the batch screens show while the tenant does not track batches (stock_product_batch off). */
export function BatchesOff() {
  return (
    <Alert tone="info">
      <Trans>
        Đơn vị chưa quản lý hàng theo lô. Bật "Quản lý hàng theo lô" trong{' '}
        <Link to="/system/settings" className="font-medium underline">
          Cài đặt
        </Link>{' '}
        để phiếu nhập, xuất kho ghi số lô và hạn dùng.
      </Trans>
    </Alert>
  );
}
