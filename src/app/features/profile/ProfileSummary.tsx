import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Profile } from '../../../contract/api/profile.api.ts';
import { branchState } from '../../state/branch.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { Avatar } from '../shell/Avatar.tsx';

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5">
      <dt className="text-[13px] text-muted">{label}</dt>
      <dd className="text-[15px] break-words text-heading">{children}</dd>
    </div>
  );
}

/** Branch names of the user's codes ('CN01 · Chi nhánh 1'); administrators work in all. */
function Branches({ profile }: { profile: Profile }) {
  const { list } = useSnapshot(branchState);
  if (profile.is_admin === 1) return <Trans>Tất cả chi nhánh</Trans>;
  const codes = profile.branchs
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return <Trans>Chưa được phân quyền chi nhánh</Trans>;
  const name = (code: string) => list.find((branch) => branch.ma_dvcs === code)?.ten_dvcs;
  return (
    <ul className="grid gap-0.5">
      {codes.map((code) => (
        <li key={code}>{name(code) ? `${code} · ${name(code)}` : code}</li>
      ))}
    </ul>
  );
}

/** Who the user is: picture, names, role, branches and the employee they sell as (read only). */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const empty = <span className="text-muted">—</span>;
  return (
    <Card>
      <div className="flex flex-col items-center gap-3 pb-4 text-center">
        <Avatar name={profile.ten_nsd || profile.user_name} size="lg" src={profile.avatar} />
        <div className="grid gap-1">
          <p className="text-lg font-semibold text-heading" data-testid="profile-name">
            {profile.ten_nsd}
          </p>
          <p className="text-sm text-muted">@{profile.user_name}</p>
        </div>
        <Badge tone={profile.is_admin === 1 ? 'primary' : 'neutral'}>
          {profile.is_admin === 1 ? <Trans>Quản trị viên</Trans> : <Trans>Người dùng</Trans>}
        </Badge>
      </div>
      <dl className="divide-y divide-line border-t border-line">
        <Line label={<Trans>Tên đăng nhập</Trans>}>{profile.user_name}</Line>
        <Line label={<Trans>Điện thoại</Trans>}>{profile.dien_thoai ?? empty}</Line>
        <Line label={<Trans>Email</Trans>}>{profile.email ?? empty}</Line>
        <Line label={<Trans>Chi nhánh</Trans>}>
          <Branches profile={profile} />
        </Line>
        <Line label={<Trans>Nhân viên</Trans>}>
          {profile.saler ? `${profile.saler}${profile.ten_nv ? ` · ${profile.ten_nv}` : ''}` : empty}
        </Line>
      </dl>
    </Card>
  );
}
