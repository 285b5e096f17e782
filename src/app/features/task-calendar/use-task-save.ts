import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TaskConflict } from '../../../contract/api/tasks.api.ts';
import { ApiRequestError } from '../../data/api.ts';
import { type EntityRow, entityKey } from '../../entity-ui/entity-api.ts';
import { notify } from '../../ui/toasts.ts';
import { saveTask } from './calendar.queries.ts';
import { type CalendarKind, codeOf } from './calendar-kind.ts';

export interface PendingConfirm {
  conflicts: TaskConflict[];
  message: string;
}

export interface SaveRequest {
  id: string | null;
  body: Record<string, unknown>;
}

export type SaveOutcome = { ok: true; row: EntityRow } | { ok: false; error: ApiRequestError | Error };

/**
 * Saving a booking with the desk's confirmation step: an answer TASK_CONFIRM (overlap or outside
 * the shift) opens `pending`; confirm() sends it again with ?confirm=1, cancel() gives it up.
 * `done` hears the final outcome (a drag puts the booking back when it is not saved).
 */
export function useTaskSave(kind: CalendarKind, done?: (outcome: SaveOutcome, request: SaveRequest) => void) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = useRef<SaveRequest | null>(null);

  const finish = (outcome: SaveOutcome, request: SaveRequest) => {
    void queryClient.invalidateQueries({ queryKey: entityKey(kind.entity) });
    if (outcome.ok) {
      const code = codeOf(kind, outcome.row);
      notify('success', i18n._({ ...(request.id ? kind.words.saved : kind.words.added), values: { code } }));
    } else if (!(outcome.error instanceof ApiRequestError && outcome.error.status === 400))
      notify('danger', i18n._(kind.words.notSaved), outcome.error.message);
    done?.(outcome, request);
  };

  const send = async (request: SaveRequest, confirmed: boolean): Promise<SaveOutcome> => {
    setBusy(true);
    try {
      const row = await saveTask(kind, request.id, request.body, confirmed);
      const outcome = { ok: true as const, row };
      finish(outcome, request);
      return outcome;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (!confirmed && error instanceof ApiRequestError && error.body.code === 'TASK_CONFIRM') {
        waiting.current = request;
        setPending({ conflicts: (error.body.conflicts ?? []) as TaskConflict[], message: error.message });
        return { ok: false, error };
      }
      const outcome = { ok: false as const, error };
      finish(outcome, request);
      return outcome;
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    save: (request: SaveRequest) => send(request, false),
    confirm: async () => {
      const request = waiting.current;
      setPending(null);
      waiting.current = null;
      return request ? send(request, true) : null;
    },
    cancel: () => {
      const request = waiting.current;
      setPending(null);
      waiting.current = null;
      if (request) done?.({ ok: false, error: new Error('cancelled') }, request);
    },
  };
}
