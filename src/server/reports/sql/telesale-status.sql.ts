import { sql } from 'drizzle-orm';
import { dictionaries } from '../../../contract/entities/system/dictionaries.entity.ts';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';

/**
 * Call logs started in the period per result (trang_thai, dictionary ket_qua_goi; no result → a
 * row with an empty code): calls, by direction, how many employees made them, seconds talked.
 * The employee filter reads the call's employee (ma_nv).
 */
export const telesaleStatusSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      SELECT COALESCE(c.trang_thai, '') AS trang_thai, COALESCE(d.ten_tudien, c.trang_thai, '') AS ten_kq,
             COUNT(*)::int AS tong,
             (COUNT(*) FILTER (WHERE c.huong = 'out'))::int AS goi_di,
             (COUNT(*) FILTER (WHERE c.huong = 'in'))::int AS goi_den,
             COUNT(DISTINCT c.ma_nv)::int AS nhan_vien,
             COALESCE(SUM(c.thoi_luong), 0)::int AS thoi_luong
      FROM crm_call_logs c
      LEFT JOIN ${sql.identifier(dictionaries.table)} d
        ON d.tenant_id = c.tenant_id AND d.loai = 'ket_qua_goi' AND d.ma_tudien = c.trang_thai
      WHERE c.tenant_id = ${q.tenantId} AND ${q.during(sql`c.ngay_goi`)}
        AND ${q.branch(sql`c.ma_dvcs`)} AND ${q.employee(sql`c.ma_nv`)}
      GROUP BY c.trang_thai, d.ten_tudien
      ORDER BY tong DESC, trang_thai`),
  );
