import { type SystemLog, systemLogListShape } from '../../../contract/api/sessions.api.ts';
import type { BespokeLayoutKey } from '../../../contract/list/list-layouts.ts';
import type { ListScreen } from '../../entity-ui/list/list-screen.ts';
import { session } from '../../state/session.ts';
import { fetchLogs } from './sessions.queries.ts';

/** /system/logs on the data table (entity-ui/list): who did what, when and from where. */
export const logsScreen: ListScreen<SystemLog> = {
  ...systemLogListShape,
  withDates: true,
  settingsKey: 'table_logs' satisfies BespokeLayoutKey,
  queryKey: () => ['session', session.tenant, 'system', 'logs'],
  fetchPage: fetchLogs,
  rowKey: (entry) => entry.id,
};
