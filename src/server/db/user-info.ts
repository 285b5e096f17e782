import type { UserInfo } from '../../contract/api/auth.api.ts';
import type { users } from './schema.ts';

type UserRow = typeof users.$inferSelect;

/** The user_info payload of spec §3 (plus the picture); no password hash or internal column leaves here. */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    user_name: row.user_name,
    user_info: row.ten_nsd,
    is_admin: row.is_admin === 1 ? 1 : 0,
    saler: row.saler,
    agent_id: row.agent_id,
    agent_pass: row.agent_pass,
    r_access: row.r_access,
    r_read: row.r_read,
    r_readall: row.r_readall,
    r_add: row.r_add,
    r_edit: row.r_edit,
    r_del: row.r_del,
    r_print: row.r_print,
    user_rights: {
      branchs: row.branchs,
      employee_yn: row.employee_yn === 0 ? 0 : 1,
      employees: row.employees,
    },
    user_configs: row.user_configs,
    avatar: row.avatar,
  };
}
