/**
 * The SQL of the week's calendar feed (src/server/modules/crm/tasks.routes.ts tasksQuery and
 * calendar-feed.ts resourcesQuery) for the demo administrator and branch CN01, as one
 * simple-protocol message: the tenant setting, the staff and room columns, then the bookings
 * (the last result). The benchmark checks that it lists the bookings the API lists.
 */
const ZONE = 'Asia/Ho_Chi_Minh';
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const MAX_TASKS = 5000;

export function weekFeedStatement(from, to) {
  return `SELECT set_config('app.tenant_id', 'demo', true);
    SELECT e.ma_nv AS code, e.ten_nv AS name, e.ma_dvcs, s.gio_bd AS shift_from, s.gio_kt AS shift_to
      FROM hr_employees e LEFT JOIN hr_shifts s ON s.tenant_id = e.tenant_id AND s.ma_ca = e.ma_ca
     WHERE e.status = 1 AND ma_dvcs IN ('CN01') ORDER BY e.ma_nv;
    SELECT ma_phong AS code, ten_phong AS name, ma_dvcs FROM sales_rooms
     WHERE status = 1 AND ma_dvcs IN ('CN01') ORDER BY ma_phong;
    SELECT t.id, t.version, t.ma_lh, t.ma_kh, p.ten_kh, t.ma_loai, y.ten_loai, y.mau,
           to_char(t.ngay_bd AT TIME ZONE 'UTC', ${ISO}) AS ngay_bd,
           to_char(t.ngay_kt AT TIME ZONE 'UTC', ${ISO}) AS ngay_kt,
           t.ma_nv, e.ten_nv, t.ma_phong, r.ten_phong, t.trang_thai, t.ma_dvcs, t.dich_vu, t.ghi_chu
      FROM crm_tasks t
      LEFT JOIN crm_partners p ON p.tenant_id = t.tenant_id AND p.ma_kh = t.ma_kh
      LEFT JOIN crm_task_types y ON y.tenant_id = t.tenant_id AND y.ma_loai = t.ma_loai
      LEFT JOIN hr_employees e ON e.tenant_id = t.tenant_id AND e.ma_nv = t.ma_nv
      LEFT JOIN sales_rooms r ON r.tenant_id = t.tenant_id AND r.ma_phong = t.ma_phong
     WHERE t.tenant_id = 'demo' AND t.ma_dvcs IN ('CN01', 'CN02')
       AND t.ngay_bd < ('${to}'::date + 1)::timestamp AT TIME ZONE '${ZONE}'
       AND t.ngay_bd >= ('${from}'::date - 1)::timestamp AT TIME ZONE '${ZONE}'
       AND t.ngay_kt > '${from}'::timestamp AT TIME ZONE '${ZONE}'
       AND t.ma_dvcs IN ('CN01')
     ORDER BY t.ngay_bd, t.id
     LIMIT ${MAX_TASKS + 1}`;
}
