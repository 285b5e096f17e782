/**
 * The browser half of calendar.bench.mjs: cold first renders of the week and drags, on one build
 * or — for an A/B in the same run on a loaded machine — on several builds served side by side
 * (each variant its own Sen server and browser context over the same database), their renders
 * and drags interleaved so the machine's load falls on all of them alike.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WEEK, WEEK_TASKS } from './calendar-data.mjs';
import { dragBooking, firstRender } from './calendar-page.mjs';
import { installTimingProbe, traceSummary } from './interaction-timing.mjs';
import { signInAdmin } from './processes.mjs';

const TRACING = { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] };

async function openCalendar(browser, origin) {
  const session = await signInAdmin(origin);
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  await context.addInitScript(installTimingProbe);
  const page = await context.newPage();
  await page.goto(`${origin}/auth/login`);
  await page.evaluate((s) => {
    localStorage.setItem('sen.tenant', 'demo');
    localStorage.setItem('demo.remember_me', 'true');
    localStorage.setItem('demo.access_token', s.access_token);
    localStorage.setItem('demo.refresh_token', s.refresh_token);
    localStorage.setItem('demo.expiration_date', s.expiration_date);
  }, session);
  return { context, page, address: `${origin}/crm/task/calendar?view=week&date=${WEEK.from}&branch=CN01` };
}

/** `list` started at position `i`: who goes first changes every round. */
const rotated = (list, i) => list.map((_, k) => list[(k + i) % list.length]);

async function traced(browser, page, file, work) {
  await browser.startTracing(page, TRACING);
  const result = await work();
  const trace = await browser.stopTracing();
  await writeFile(file, trace);
  return { result, summary: traceSummary(trace) };
}

/**
 * `variants`: [{ name, origin }]. Returns per variant name: renders, drags, and the trace
 * summaries of one render and of the last drag (files bench-results/calendar-*<suffix>.trace.json).
 */
export async function browserFigures(browser, variants, { runs, drags, dir }) {
  const opened = [];
  for (const variant of variants)
    opened.push({ ...variant, ...(await openCalendar(browser, variant.origin)) });
  const out = Object.fromEntries(variants.map((v) => [v.name, { renders: [], drags: [] }]));
  const suffix = (v) => (variants.length > 1 ? `-${v.name}` : '');
  for (const v of opened) await firstRender(v.page, v.address, WEEK_TASKS); // warm-up: code and fonts cached
  for (let i = 0; i < runs; i++)
    for (const v of rotated(opened, i))
      out[v.name].renders.push(await firstRender(v.page, v.address, WEEK_TASKS));
  for (const v of opened) {
    const file = join(dir, `calendar-first-render${suffix(v)}.trace.json`);
    const { summary } = await traced(browser, v.page, file, () => firstRender(v.page, v.address, WEEK_TASKS));
    out[v.name].renderTrace = summary;
    await v.page.screenshot({ path: join(dir, `calendar-week${suffix(v)}.png`) });
  }
  // Each variant drags on its own days in turn (a page's data is fresh after its own save; the
  // other variant's last move was on another day), the last drag of each traced.
  for (let i = 0; i < drags; i++)
    for (const [k, v] of opened.entries()) {
      const day = (i * opened.length + k) % 7;
      if (i < drags - 1) {
        out[v.name].drags.push(await dragBooking(v.page, day));
        continue;
      }
      const file = join(dir, `calendar-drag${suffix(v)}.trace.json`);
      const { result, summary } = await traced(browser, v.page, file, () => dragBooking(v.page, day));
      result.trace = summary;
      out[v.name].drags.push(result);
    }
  for (const v of opened) await v.context.close();
  return out;
}
