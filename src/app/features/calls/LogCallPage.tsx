import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { callLogs } from '../../../contract/entities/crm/call-logs.entity.ts';
import { tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import { branchState } from '../../state/branch.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { ConflictDialog } from '../task-calendar/ConflictDialog.tsx';
import { FieldsGrid } from './FieldsGrid.tsx';
import { CALL_FIELDS, TASK_FIELDS, useLogCall } from './use-log-call.ts';

/** The form starts at this minute, rounded down: the call just ended. */
function nowMinute(): string {
  const at = new Date();
  at.setSeconds(0, 0);
  return at.toISOString();
}

/** The form's two parts: the call, and the appointment booked after it. */
const PARTS = {
  call: { entity: callLogs, names: CALL_FIELDS },
  task: { entity: tasks, names: TASK_FIELDS },
} as const;

function PartFields({ form, part }: { form: ReturnType<typeof useLogCall>; part: keyof typeof PARTS }) {
  return (
    <FieldsGrid
      {...PARTS[part]}
      values={form[part]}
      errors={form.errors[part]}
      onChange={form.change(part)}
    />
  );
}

/**
 * /crm/call-logs/call: a call logged by hand, with its follow-up appointment booked in the same
 * save (required when the setting `crm_calllog_force_task` is on). `?ma_kh=` starts it on a
 * customer (the profile's "Ghi cuộc gọi").
 */
export function LogCallPage() {
  const { t } = useLingui();
  const formId = useId();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { ma_kh?: string };
  const [initial] = useState(() => ({
    huong: 'out',
    ngay_goi: nowMinute(),
    thoi_luong: 0,
    ma_kh: search.ma_kh,
    // The branch the user works in (the selector's own branch), changeable on the form.
    ma_dvcs: branchState.branch ?? undefined,
  }));
  const form = useLogCall(initial, () => void navigate({ to: '/crm/call-logs' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <div className="grid gap-4">
      <PageHeader
        before={<Breadcrumbs items={[{ label: t`CRM` }, { label: t`Cuộc gọi` }]} />}
        title={t`Ghi cuộc gọi`}
      />
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        {form.message ? <Alert tone="danger">{form.message}</Alert> : null}
        <Card title={t`Cuộc gọi`}>
          <PartFields form={form} part="call" />
        </Card>
        <Card title={t`Lịch hẹn tiếp theo`}>
          <div className="grid gap-4">
            {form.forced ? (
              <p className="text-sm text-muted">
                <Trans>Theo cài đặt, mỗi cuộc gọi phải kèm một lịch hẹn tiếp theo.</Trans>
              </p>
            ) : (
              <Switch isSelected={form.withTask} onChange={form.setWantTask}>
                <Trans>Đặt lịch hẹn tiếp theo</Trans>
              </Switch>
            )}
            {form.errors.call.ma_lh ? <Alert tone="danger">{form.errors.call.ma_lh}</Alert> : null}
            {form.withTask ? <PartFields form={form} part="task" /> : null}
          </div>
        </Card>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onPress={() => void navigate({ to: '/crm/call-logs' })}>
            <Trans>Hủy bỏ</Trans>
          </Button>
          <Button type="submit" isPending={form.busy}>
            <Save aria-hidden="true" className="size-4" />
            <Trans>Lưu cuộc gọi</Trans>
          </Button>
        </div>
      </form>
      <ConflictDialog
        pending={form.pending}
        busy={form.busy}
        onConfirm={form.confirm}
        onCancel={form.cancel}
      />
    </div>
  );
}
