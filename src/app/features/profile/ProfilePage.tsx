import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { profileQuery } from './profile.queries.ts';

/**
 * /user/profile: who the signed-in user is (read only: user name, role, branches, employee), the
 * display fields they may change themselves, and their password.
 */
export function ProfilePage() {
  const { data: profile } = useSuspenseQuery(profileQuery());
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        title={<Trans>Hồ sơ cá nhân</Trans>}
        description={<Trans>Thông tin tài khoản của bạn, ảnh đại diện và mật khẩu.</Trans>}
      />
      <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <ProfileSummary profile={profile} />
        <div className="grid gap-5 sm:gap-6">
          {/* Saved elsewhere (a 409 reload): the form starts again from the stored version. */}
          <ProfileForm key={profile.version} profile={profile} />
          <PasswordForm />
        </div>
      </div>
    </div>
  );
}
