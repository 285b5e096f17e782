import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Card } from '../../ui/Card.tsx';

export function NotFoundPage() {
  return (
    <Card className="mx-auto mt-10 max-w-lg text-center">
      <p className="text-6xl font-semibold text-primary-500">404</p>
      <h1 className="mt-4 text-xl font-medium">
        <Trans>Không tìm thấy trang</Trans>
      </h1>
      <p className="mt-2 text-muted">
        <Trans>Đường dẫn bạn mở không tồn tại hoặc đã được chuyển đi.</Trans>
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex h-9 items-center rounded-md bg-primary-500 px-4 text-sm font-medium text-white hover:bg-primary-600"
      >
        <Trans>Về trang chủ</Trans>
      </Link>
    </Card>
  );
}
