/** Dates as Vietnamese back offices show them (spec §9): DD/MM/YYYY and DD/MM/YYYY HH:mm:ss. */

function parts(instant: number, timeZone: string): Record<string, string> {
  const formatter = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
}

export function formatDate(instant: number, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(instant: number, timeZone: string, withSeconds = true): string {
  const p = parts(instant, timeZone);
  const time = withSeconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
  return `${p.day}/${p.month}/${p.year} ${time}`;
}

/** "1 ngày 2 giờ 3 phút" style durations are for the UI; this gives the parts. */
export function splitDuration(totalSeconds: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3_600),
    minutes: Math.floor((s % 3_600) / 60),
  };
}
