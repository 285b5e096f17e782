/** Dates as Vietnamese back offices show them (spec §9): DD/MM/YYYY and DD/MM/YYYY HH:mm:ss. */

/**
 * One formatter per time zone, kept: building an Intl.DateTimeFormat costs ≈ 80 µs, ten times the
 * formatting itself, and a list formats two or three dates per row on every render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar and clock fields (year, month, day, hour, minute, second) of an instant in `timeZone`. */
export function instantParts(instant: number, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
}

export function formatDate(instant: number, timeZone: string): string {
  const p = instantParts(instant, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(instant: number, timeZone: string, withSeconds = true): string {
  const p = instantParts(instant, timeZone);
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
