import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { configSchema } from '../../../contract/api/system.settings.api.ts';
import { parseTableLayout } from '../../../contract/entity/table-layout.ts';
import { apiPost } from '../../data/api.ts';
import { configsQuery } from '../../data/session.queries.ts';
import { i18n } from '../../i18n/i18n.ts';
import { session } from '../../state/session.ts';
import { notify } from '../../ui/toasts.ts';
import type { ColumnSetting } from './columns.ts';

/*
 * The settings popup's layout (visible columns, order, widths), kept per settings key as a config
 * setting of the tenant (spec §7 "config update by name": {name, group 'settings', value JSON}).
 */

type ConfigRow = { name: string; group: string; value: string | null };

export const NO_SETTINGS_KEY = msg`Settings Key is not defined`;

/** The saved layout under `key`, or null (none saved, or unreadable). */
export function readLayout(
  configs: readonly ConfigRow[] | undefined,
  key: string | undefined,
): ColumnSetting[] | null {
  const row = key ? configs?.find((config) => config.name === key) : undefined;
  return parseTableLayout(row?.value)?.columns ?? null;
}

/** POST system/configs with the layout as JSON text; refuses at once without a key. */
export async function saveLayout(
  key: string | undefined,
  columns: readonly ColumnSetting[],
): Promise<ConfigRow> {
  if (!key) throw new Error(i18n._(NO_SETTINGS_KEY));
  const value = JSON.stringify({
    columns: columns.map(({ id, visible, width }) => ({ id, visible, ...(width ? { width } : {}) })),
  });
  return apiPost('system/configs', { name: key, group: 'settings', value }, configSchema);
}

/** The layout saved under `key` and the way to save a new one ('Cập nhật thành công!'). */
export function useTableLayout(key: string | undefined) {
  const { t } = useLingui();
  const { tenant } = useSnapshot(session);
  const queryClient = useQueryClient();
  const configs = useQuery({ ...configsQuery(tenant), enabled: Boolean(key) });
  const layout = readLayout(configs.data?.items, key);
  const mutation = useMutation({
    mutationFn: (columns: readonly ColumnSetting[]) => saveLayout(key, columns),
    onSuccess: (saved) => {
      queryClient.setQueryData(configsQuery(tenant).queryKey, (old) => {
        if (!old) return old;
        const items = [...old.items.filter((item) => item.name !== saved.name), saved];
        return { items, total: items.length };
      });
      notify('success', t`Cập nhật thành công!`);
    },
    onError: (error) => notify('danger', error.message),
  });
  return { layout, save: mutation.mutateAsync, saving: mutation.isPending };
}
