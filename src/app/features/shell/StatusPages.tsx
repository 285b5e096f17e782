import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Hammer, LogIn, Rocket, ServerCrash, ShieldAlert, ShieldX } from 'lucide-react';
import { buttonClass } from '../../ui/button-class.ts';
import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';

/** /blank: where the route guard sends a user without a right on the page (spec §6). */
export function BlankPage() {
  return (
    <MessagePage
      icon={ShieldX}
      tone="warning"
      title={<Trans>Bạn không có quyền truy cập trang này</Trans>}
      actions={<HomeLink />}
    >
      <Trans>
        Tài khoản của bạn chưa được phân quyền cho chức năng này. Hãy liên hệ quản trị viên nếu bạn cần sử
        dụng.
      </Trans>
    </MessagePage>
  );
}

export function NotAuthorizedPage() {
  return (
    <MessagePage
      icon={ShieldAlert}
      tone="danger"
      code="401"
      title={<Trans>Bạn chưa được cấp quyền</Trans>}
      actions={
        <>
          <HomeLink />
          <Link to="/auth/login" className={buttonClass('tonal')}>
            <LogIn aria-hidden="true" className="size-4" />
            <Trans>Đăng nhập tài khoản khác</Trans>
          </Link>
        </>
      }
    >
      <Trans>
        Bạn không được phép xem trang này. Hãy đăng nhập bằng tài khoản có quyền hoặc liên hệ quản trị viên.
      </Trans>
    </MessagePage>
  );
}

export function ServerErrorPage() {
  return (
    <MessagePage
      icon={ServerCrash}
      tone="danger"
      code="500"
      title={<Trans>Máy chủ gặp sự cố</Trans>}
      actions={<HomeLink />}
    >
      <Trans>Máy chủ không xử lý được yêu cầu. Vui lòng thử lại sau ít phút.</Trans>
    </MessagePage>
  );
}

export function MaintenancePage() {
  return (
    <MessagePage
      icon={Hammer}
      tone="info"
      title={<Trans>Hệ thống đang bảo trì</Trans>}
      actions={<HomeLink variant="tonal" />}
    >
      <Trans>Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Vui lòng quay lại sau ít phút.</Trans>
    </MessagePage>
  );
}

export function ComingSoonPage() {
  return (
    <MessagePage icon={Rocket} title={<Trans>Sắp ra mắt</Trans>} actions={<HomeLink />}>
      <Trans>Tính năng này đang được hoàn thiện và sẽ sớm có mặt.</Trans>
    </MessagePage>
  );
}
