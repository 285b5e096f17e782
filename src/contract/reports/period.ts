// Kept apart from define.ts (zod): route files import it, and the first download carries no zod.

/** The default period: this month, from its first day to its last, as `today` (YYYY-MM-DD) reads. */
export function thisMonth(today: string): { fromDate: string; toDate: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { fromDate: `${year}-${mm}-01`, toDate: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
