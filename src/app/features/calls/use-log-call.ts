import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TaskConflict } from '../../../contract/api/tasks.api.ts';
import { callLogs } from '../../../contract/entities/crm/call-logs.entity.ts';
import { tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import { settingValue } from '../../../contract/settings/setting-values.ts';
import { ApiRequestError } from '../../data/api.ts';
import { configsQuery } from '../../data/session.queries.ts';
import { entityKey } from '../../entity-ui/entity-api.ts';
import { session } from '../../state/session.ts';
import { notify } from '../../ui/toasts.ts';
import { addDays, dayOf, instantAt } from '../task-calendar/calendar-time.ts';
import type { PendingConfirm } from '../task-calendar/use-task-save.ts';
import { logCall } from './call.queries.ts';

type Values = Record<string, unknown>;

/** The fields of the two records, in the order the person fills them. */
export const CALL_FIELDS = [
  'huong',
  'dien_thoai',
  'ma_kh',
  'ngay_goi',
  'thoi_luong',
  'trang_thai',
  'ghi_am',
  'ma_dvcs',
  'ghi_chu',
] as const;
export const TASK_FIELDS = [
  'ma_loai',
  'ngay_bd',
  'ngay_kt',
  'ma_nv',
  'ma_phong',
  'dich_vu',
  'ghi_chu',
] as const;

/** Field errors of the answer split by record (`call.x`, `task.x`). */
function splitErrors(error: ApiRequestError) {
  const call: Record<string, string> = {};
  const task: Record<string, string> = {};
  for (const f of error.body.fields ?? []) {
    const [prefix, ...rest] = f.field.split('.');
    const name = rest.join('.');
    if (prefix === 'task') task[name] = f.message;
    else call[prefix === 'call' ? name : f.field] = f.message;
  }
  return { call, task };
}

/**
 * The state of /crm/call-logs/call: the call, the follow-up appointment (required under
 * `crm_calllog_force_task`), errors by record and the appointment's overlap confirmation.
 */
export function useLogCall(initial: Values, onSaved: (code: string) => void) {
  const { t } = useLingui();
  const { tenant } = useSnapshot(session);
  const queryClient = useQueryClient();
  const configs = useQuery(configsQuery(tenant));
  const stored = configs.data?.items.find((row) => row.name === 'crm_calllog_force_task')?.value;
  const forced = settingValue('crm_calllog_force_task', stored);
  const [call, setCall] = useState<Values>(initial);
  // The follow-up most often asked for: tomorrow morning, one hour.
  const [task, setTask] = useState<Values>(() => {
    const day = addDays(dayOf(Date.now()), 1);
    return {
      ngay_bd: new Date(instantAt(day, 9 * 60)).toISOString(),
      ngay_kt: new Date(instantAt(day, 10 * 60)).toISOString(),
    };
  });
  const [wantTask, setWantTask] = useState(false);
  const [errors, setErrors] = useState<{ call: Record<string, string>; task: Record<string, string> }>({
    call: {},
    task: {},
  });
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const [busy, setBusy] = useState(false);
  const withTask = forced || wantTask;

  const send = async (confirmed: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const pick = (values: Values, names: readonly string[]) =>
        Object.fromEntries(names.map((name) => [name, values[name] ?? null]));
      const taskBody = withTask
        ? { ...pick(task, TASK_FIELDS), ma_kh: call.ma_kh ?? null, ma_dvcs: call.ma_dvcs ?? null }
        : null;
      const saved = await logCall(pick(call, CALL_FIELDS), taskBody, confirmed);
      void queryClient.invalidateQueries({ queryKey: entityKey(callLogs) });
      void queryClient.invalidateQueries({ queryKey: entityKey(tasks) });
      notify('success', t`Đã ghi cuộc gọi ${String(saved.call.so_cg)}.`);
      onSaved(String(saved.call.so_cg));
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) setMessage(String((caught as Error).message));
      else if (caught.body.code === 'TASK_CONFIRM' && !confirmed)
        setPending({ conflicts: (caught.body.conflicts ?? []) as TaskConflict[], message: caught.message });
      else if (caught.body.fields) {
        const split = splitErrors(caught);
        setErrors(split);
        // A refusal of a field the form does not show (the appointment's customer) is read out.
        const hidden = [
          ...Object.entries(split.call).filter(
            ([name]) => !(CALL_FIELDS as readonly string[]).includes(name),
          ),
          ...Object.entries(split.task).filter(
            ([name]) => !(TASK_FIELDS as readonly string[]).includes(name),
          ),
        ].filter(([name]) => name !== 'ma_lh');
        setMessage(
          hidden.length > 0
            ? hidden.map(([, text]) => text).join('; ')
            : t`Vui lòng kiểm tra lại các trường được đánh dấu.`,
        );
      } else setMessage(caught.message);
    } finally {
      setBusy(false);
    }
  };

  const change = (which: 'call' | 'task') => (name: string, value: unknown) => {
    (which === 'call' ? setCall : setTask)((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => ({
      ...prev,
      [which]: Object.fromEntries(Object.entries(prev[which]).filter(([k]) => k !== name)),
    }));
  };

  return {
    call,
    task,
    forced,
    withTask,
    setWantTask,
    errors,
    message,
    pending,
    busy,
    change,
    submit: () => void send(false),
    confirm: () => {
      setPending(null);
      void send(true);
    },
    cancel: () => setPending(null),
  };
}
