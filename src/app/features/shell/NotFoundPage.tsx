import { Trans } from '@lingui/react/macro';
import { MapPinOff } from 'lucide-react';
import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';

export function NotFoundPage() {
  return (
    <MessagePage
      icon={MapPinOff}
      code="404"
      title={<Trans>Không tìm thấy trang</Trans>}
      actions={<HomeLink />}
    >
      <Trans>Đường dẫn bạn mở không tồn tại hoặc đã được chuyển đi.</Trans>
    </MessagePage>
  );
}
