/**
 * The cashier screen in the sales benchmark: sign-in, opening the till, interactions measured with
 * lib/interaction-timing.mjs (Interaction to Next Paint from Event Timing, plus the next-paint
 * probe for those under Event Timing's 16 ms floor), a sale through the UI.
 */
import { probeOf, readTiming, resetTiming, summary } from './interaction-timing.mjs';

export const CASHIER = '/sales/retail-orders/cashier';

export async function signIn(page, origin, session) {
  await page.goto(`${origin}/auth/login`);
  await page.evaluate((s) => {
    localStorage.setItem('sen.tenant', 'demo');
    localStorage.setItem('demo.remember_me', 'true');
    localStorage.setItem('demo.access_token', s.access_token);
    localStorage.setItem('demo.refresh_token', s.refresh_token);
    localStorage.setItem('demo.expiration_date', s.expiration_date);
    // The till sells for one branch.
    localStorage.setItem('demo.branch', 'CN01');
    localStorage.setItem('demo.branchs', 'CN01');
  }, session);
}

export async function openTill(page, origin) {
  await page.goto(`${origin}${CASHIER}`);
  await page.getByRole('heading', { level: 1, name: 'Thu ngân' }).waitFor({ timeout: 60_000 });
  await page.getByTestId('cashier-search').waitFor();
}

/** Per interaction (Event Timing's interactionId): its longest entry, ms; interactions under 16 ms have none. */
function interactionsOf(timing) {
  const byId = new Map();
  for (const e of timing.events) if (e.id > 0) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
  return [...byId.values()];
}

/**
 * Runs `act` and reads its interactions: Interaction to Next Paint (the longest, as INP is for
 * fewer than 50 interactions), their median counting the unreported ones as under 16 ms, and the
 * next-paint probe of `probeType` events.
 */
export async function measured(page, act, probeType, count) {
  await resetTiming(page);
  await act();
  const timing = await readTiming(page);
  const reported = interactionsOf(timing);
  const probes = timing.probes.filter((p) => p.type === probeType).map((p) => p.ms);
  const all = [...reported, ...Array(Math.max(0, count - reported.length)).fill(0)];
  return {
    inpMs: Math.round(Math.max(0, ...reported)),
    medianMs: summary(all).median,
    over16: reported.length,
    interactions: count,
    probe: summary(probes),
    lastProbeMs: probeOf(timing, probeType),
    longTasksMs: timing.longTasks.map((t) => Math.round(t.duration)),
  };
}

/** Types `text` a key at a time, as a person does (one interaction per key). */
export async function typeSlowly(page, locator, text) {
  await locator.click();
  await locator.fill('');
  for (const key of text) {
    await page.keyboard.type(key);
    await page.waitForTimeout(180);
  }
}

/** One sale of `code` paid in cash through the UI; answers the number shown and ms from confirm to it. */
export async function sellOne(page, code, { final }) {
  const search = page.getByTestId('cashier-search');
  await search.fill(code);
  await search.press('Enter');
  await page.getByRole('button', { name: 'Thanh toán (F9)' }).click();
  const confirm = page.getByRole('dialog', { name: /Thanh toán/ }).getByTestId('confirm-payment');
  const started = Date.now();
  await confirm.click();
  const number = page.getByTestId('sale-number');
  await number.waitFor({ timeout: 30_000 });
  if (final)
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="sale-number"]')?.textContent?.startsWith('TAM-'),
    );
  const ms = Date.now() - started;
  const shown = (await number.textContent()) ?? '';
  await page.getByTestId('next-sale').click();
  return { number: shown, ms };
}
