import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { House, MapPinOff } from 'lucide-react';
import { buttonClass } from '../../ui/Button.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto mt-6 max-w-lg rounded-card bg-surface px-6 py-10 text-center shadow-card sm:mt-10 sm:px-10">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-primary-50 text-primary-500">
        <MapPinOff aria-hidden="true" className="size-8" strokeWidth={1.75} />
      </span>
      <p className="mt-4 text-5xl font-semibold tracking-tight text-primary-500">404</p>
      <h1 className="mt-3 text-xl font-semibold text-heading">
        <Trans>Không tìm thấy trang</Trans>
      </h1>
      <p className="mt-2 text-balance text-muted">
        <Trans>Đường dẫn bạn mở không tồn tại hoặc đã được chuyển đi.</Trans>
      </p>
      <Link to="/" className={`mt-6 ${buttonClass('primary')}`}>
        <House aria-hidden="true" className="size-4" />
        <Trans>Về trang chủ</Trans>
      </Link>
    </section>
  );
}
