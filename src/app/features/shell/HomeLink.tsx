import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { House } from 'lucide-react';
import { type ButtonVariant, buttonClass } from '../../ui/button-class.ts';

export function HomeLink({ variant = 'primary' }: { variant?: ButtonVariant }) {
  return (
    <Link to="/" className={buttonClass(variant)}>
      <House aria-hidden="true" className="size-4" />
      <Trans>Về trang chủ</Trans>
    </Link>
  );
}
