/**
 * The calendar page in the browser benchmark (calendar.bench.mjs): a cold first render of the week
 * and a drag of one booking, each measured with lib/interaction-timing.mjs' probe (installed
 * before the page's scripts).
 */
import { longestEvent, probeOf, readTiming, resetTiming } from './interaction-timing.mjs';

const HOUR_PX = 56; // src/app/features/task-calendar/GridParts.tsx
const FEED = '/api/crm/tasks/calendar';

/**
 * One visit of `address` without the kept query cache (the calendar would otherwise be drawn from
 * IndexedDB before its feed answers): navigation → `expected` bookings painted, the feed's answer
 * → painted, and the longest task meanwhile. A booking counts as drawn as its own box
 * ([data-task]) or inside a "+N" chip of a crowded hour ([data-more="N"], which lists them).
 */
export async function firstRender(page, address, expected) {
  if (page.url().startsWith('http'))
    await page.evaluate(
      () =>
        new Promise((done) => {
          const request = indexedDB.deleteDatabase('sen-cache');
          request.onsuccess = request.onerror = request.onblocked = () => done();
        }),
    );
  await page.goto(address);
  await page.waitForFunction(
    (n) => {
      const chips = [...document.querySelectorAll('[data-more]')];
      const inChips = chips.reduce((sum, chip) => sum + Number(chip.getAttribute('data-more')), 0);
      if (document.querySelectorAll('[data-task]').length + inChips < n) return false;
      // The frame after the commit that drew them: the bookings are painted.
      window.__senPainted ??= new Promise((done) =>
        requestAnimationFrame(() => setTimeout(() => done(performance.now()))),
      );
      return true;
    },
    expected,
    { timeout: 120_000, polling: 50 },
  );
  const painted = await page.evaluate(async () => {
    const at = await window.__senPainted;
    const feed = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/api/crm/tasks/calendar'));
    const tasks = window.__senTiming.longTasks;
    return {
      at,
      feedEnd: feed.at(-1)?.responseEnd ?? null,
      longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
      drawn: document.querySelectorAll('[data-task]').length,
      chips: document.querySelectorAll('[data-more]').length,
      elements: document.querySelector('[data-testid="calendar-grid"]').getElementsByTagName('*').length,
    };
  });
  if (!painted.feedEnd) throw new Error(`${FEED} was not requested`);
  return {
    paintedMs: Math.round(painted.at),
    renderMs: Math.round(painted.at - painted.feedEnd),
    longestTaskMs: Math.round(painted.longestTask),
    drawn: painted.drawn,
    chips: painted.chips,
    elements: painted.elements,
  };
}

/** The box of the first booking (earliest, leftmost) of day column `day`. */
async function bookingIn(page, day) {
  const found = await page.evaluate((index) => {
    const column = document.querySelectorAll('[data-column]')[index];
    const items = [...(column?.querySelectorAll('[data-task]') ?? [])];
    const boxes = items.map((el) => ({ id: el.getAttribute('data-task'), box: el.getBoundingClientRect() }));
    boxes.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
    const first = boxes[0];
    return first ? { id: first.id, x: first.box.left + first.box.width / 2, y: first.box.top + 6 } : null;
  }, day);
  if (!found) throw new Error(`no booking in column ${day}`);
  return found;
}

/**
 * Drags the first 09:00 booking of day `day` to 18:00 the same day (free for its staff member:
 * their bookings end by 16:50): the drop's INP and next paint, the longest pointer move, and the
 * drop → saved (PATCH) → feed re-read → painted.
 */
export async function dragBooking(page, day) {
  const from = await bookingIn(page, day);
  const to = { x: from.x, y: from.y + 9 * HOUR_PX };
  await page.mouse.move(from.x, from.y);
  await resetTiming(page);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  // The booking on top under the pointer is the one moved (60 overlap at 09:00): any write of a booking.
  const saved = page.waitForResponse(
    (r) => /\/api\/crm\/tasks\/[^/?]+$/.test(new URL(r.url()).pathname) && r.request().method() !== 'GET',
  );
  const reread = page.waitForResponse((r) => r.url().includes(FEED) && r.request().method() === 'GET');
  const dropped = Date.now();
  await page.mouse.up();
  const save = await saved;
  if (save.status() !== 200) throw new Error(`moving a booking: ${save.status()} ${await save.text()}`);
  await reread;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const savedMs = Date.now() - dropped;
  const timing = await readTiming(page);
  return {
    id: new URL(save.url()).pathname.split('/').at(-1),
    dropInpMs: longestEvent(timing, ['pointerup', 'mouseup', 'click']),
    dropPaintMs: probeOf(timing, 'pointerup'),
    moveMs: longestEvent(timing, ['pointermove', 'mousemove']),
    downMs: longestEvent(timing, ['pointerdown', 'mousedown']),
    savedMs,
    longTasks: timing.longTasks.map((t) => Math.round(t.duration)),
  };
}
