import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';
import { netSalesByHolder } from './per-employee.ts';

/**
 * Per employee: the targets of every month the period touches (crm_targets, summed), beside the
 * period's actuals as the employee report counts them: net sales of the customers they hold,
 * outgoing calls logged, appointments booked. The percentages are added by the route.
 */
export const targetSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      WITH goal AS (
        SELECT m.ma_nv, SUM(m.doanh_so) AS ds_mt, SUM(m.so_cuoc_goi)::int AS goi_mt,
               SUM(m.so_lich_hen)::int AS lh_mt
        FROM crm_targets m
        WHERE m.tenant_id = ${q.tenantId}
          AND make_date(m.nam, m.thang, 1) BETWEEN date_trunc('month', ${q.fromDate}::date)::date
            AND ${q.toDate}::date
          AND ${q.branch(sql`m.ma_dvcs`)} AND ${q.employee(sql`m.ma_nv`)}
        GROUP BY m.ma_nv
      ), sold AS (${netSalesByHolder(q)}
      ), calls AS (
        SELECT c.ma_nv, COUNT(*)::int AS goi_tt FROM crm_call_logs c
        WHERE c.tenant_id = ${q.tenantId} AND c.huong = 'out' AND ${q.during(sql`c.ngay_goi`)}
          AND ${q.branch(sql`c.ma_dvcs`)}
        GROUP BY c.ma_nv
      ), booked AS (
        SELECT t.ma_nvbh AS ma_nv, COUNT(*)::int AS lh_tt FROM crm_tasks t
        WHERE t.tenant_id = ${q.tenantId} AND ${q.during(sql`t.ngay_bd`)} AND ${q.branch(sql`t.ma_dvcs`)}
        GROUP BY t.ma_nvbh
      )
      SELECT goal.ma_nv, COALESCE(e.ten_nv, goal.ma_nv) AS ten_nv,
             COALESCE(goal.ds_mt, 0)::text AS ds_mt, COALESCE(sold.doanh_so, 0)::text AS ds_tt,
             COALESCE(goal.goi_mt, 0) AS goi_mt, COALESCE(calls.goi_tt, 0) AS goi_tt,
             COALESCE(goal.lh_mt, 0) AS lh_mt, COALESCE(booked.lh_tt, 0) AS lh_tt
      FROM goal
      LEFT JOIN hr_employees e ON e.tenant_id = ${q.tenantId} AND e.ma_nv = goal.ma_nv
      LEFT JOIN sold ON sold.ma_nv = goal.ma_nv
      LEFT JOIN calls ON calls.ma_nv = goal.ma_nv
      LEFT JOIN booked ON booked.ma_nv = goal.ma_nv
      ORDER BY goal.ma_nv`),
  );
