import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { configSchema } from '../../../contract/api/system.settings.api.ts';
import { can } from '../../../contract/auth/rules.ts';
import type { SettingName } from '../../../contract/settings/settings.ts';
import { apiRequest } from '../../data/api.ts';
import { ApiRequestError } from '../../data/api-errors.ts';
import { configsQuery } from '../../data/session.queries.ts';
import { session } from '../../state/session.ts';
import { notify } from '../../ui/toasts.ts';
import {
  changedNames,
  changeItems,
  type Draft,
  draftProblems,
  storedOf,
  withChange,
  withDefault,
} from './settings-draft.ts';

/** The menu entry whose edit right lets a user change settings (the server checks the same). */
export const SETTINGS_MENU = 'system.settings';

const savedSchema = z.object({ items: z.array(configSchema), total: z.number() });
type Items = ReturnType<typeof changeItems>;

/** PUT system/configs: every change at once, applied by the server all together or not at all. */
function saveAll(items: Items) {
  return apiRequest('PUT', 'system/configs', savedSchema, { body: items });
}

/** The saved changes folded into the configs every screen reads, without asking again. */
function applySaved(old: { items: { name: string; group: string; value: string | null }[] }, saved: Items) {
  const names = new Set<string>(saved.map((item) => item.name));
  const kept = old.items.filter((item) => !names.has(item.name));
  const items = [...kept, ...saved.filter((item) => item.value !== null)];
  return { items, total: items.length };
}

/** The server's refusal of single settings (INVALID_SETTING), by setting name. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries((error.body.fields ?? []).map((field) => [field.field, field.message]));
}

/** State and actions of the /system/settings screen. */
export function useSettingsForm() {
  const { t, i18n } = useLingui();
  const { tenant, user } = useSnapshot(session);
  const queryClient = useQueryClient();
  // Opened to change things: start from what is stored now, not from the startup copy.
  const configs = useQuery({ ...configsQuery(tenant), refetchOnMount: 'always' });
  const stored = storedOf(configs.data?.items);
  const [draft, setDraft] = useState<Draft>({});
  const [tried, setTried] = useState(false);
  const dirty = useRef(false);
  dirty.current = changedNames(draft).length > 0;
  const canEdit = user ? can(session.user, SETTINGS_MENU, 'edit') : false;

  const mutation = useMutation({
    mutationFn: saveAll,
    onSuccess: (_answer, saved) => {
      queryClient.setQueryData(configsQuery(tenant).queryKey, (old) => (old ? applySaved(old, saved) : old));
      dirty.current = false;
      setDraft({});
      setTried(false);
      notify('success', t`Cập nhật thành công!`);
    },
    onError: (error) => notify('danger', error.message),
  });

  const problems = draftProblems(draft);
  const serverErrors = fieldErrors(mutation.error);
  const change = (name: SettingName, raw: string | null) => {
    mutation.reset();
    setDraft((current) => withChange(current, stored, name, raw));
  };
  /** Problems show once the user tried to save, or as soon as the server refused. */
  const errorOf = (name: SettingName): string | undefined => {
    const problem = problems[name];
    if (serverErrors[name]) return serverErrors[name];
    return tried && problem ? i18n._({ ...problem.message, values: problem.values }) : undefined;
  };
  return {
    configs,
    stored,
    draft,
    dirty,
    canEdit,
    saving: mutation.isPending,
    count: changedNames(draft).length,
    errorOf,
    /** The changed settings' errors by name: the page's Form shows each beside its input. */
    errors: Object.fromEntries(
      (Object.keys(draft) as SettingName[]).flatMap((name) => {
        const message = errorOf(name);
        return message ? [[name, message]] : [];
      }),
    ),
    change,
    restore: (name: SettingName) => {
      mutation.reset();
      setDraft((current) => withDefault(current, stored, name));
    },
    discard: () => {
      mutation.reset();
      setTried(false);
      setDraft({});
    },
    /** Saves every change; answers the first setting holding back the save, if any. */
    save: (): SettingName | undefined => {
      setTried(true);
      const invalid = changedNames(draft).find((name) => problems[name]);
      if (invalid) {
        notify('danger', t`Có cài đặt chưa hợp lệ, vui lòng kiểm tra lại.`);
        return invalid;
      }
      mutation.mutate(changeItems(draft));
      return undefined;
    },
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
