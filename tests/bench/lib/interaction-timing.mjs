/**
 * Interaction timing in Chromium for the browser benchmarks, two ways:
 *   - Event Timing (what Interaction to Next Paint is made of): every event entry of 16 ms or more
 *     (the API's floor), grouped by interactionId; an interaction's figure is its longest entry —
 *     input delay + processing + until the next frame is presented;
 *   - a next-paint probe: from the input event (capture phase, first listener) to the frame after
 *     it (requestAnimationFrame, then a message-channel task: the frame has been produced), which
 *     also measures interactions under 16 ms that Event Timing does not report.
 * `installTimingProbe` runs in the page before its scripts (page.addInitScript).
 */

export function installTimingProbe() {
  const state = { events: [], probes: [], longTasks: [] };
  window.__senTiming = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      state.events.push({
        name: e.name,
        id: e.interactionId,
        start: e.startTime,
        duration: e.duration,
        processing: e.processingEnd - e.processingStart,
        delay: e.processingStart - e.startTime,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      waiting.push(done);
      channel.port2.postMessage(0);
    });
  for (const type of ['pointerdown', 'pointerup', 'keydown', 'click', 'input'])
    window.addEventListener(
      type,
      (event) => {
        const start = event.timeStamp;
        afterNextPaint(() => state.probes.push({ type, start, ms: performance.now() - start }));
      },
      { capture: true },
    );
}

/** Clears what the probe holds (between measured interactions). */
export const resetTiming = (page) =>
  page.evaluate(() => {
    const s = window.__senTiming;
    s.events.length = 0;
    s.probes.length = 0;
    s.longTasks.length = 0;
  });

/** What the probe saw since the last reset: events ≥ 16 ms, next-paint probes, long tasks. */
export async function readTiming(page) {
  // Event Timing entries arrive after their frame is presented: give them a moment.
  await page.waitForTimeout(300);
  return page.evaluate(() => structuredClone(window.__senTiming));
}

/** The longest Event Timing entry of type `name` (0 when none reached 16 ms). */
export const longestEvent = (timing, names) =>
  Math.round(Math.max(0, ...timing.events.filter((e) => names.includes(e.name)).map((e) => e.duration)));

/** The next-paint probe of the last `type` event. */
export const probeOf = (timing, type) => {
  const found = timing.probes.filter((p) => p.type === type).at(-1);
  return found ? Math.round(found.ms) : null;
};

/** Median and max of numbers (rounded). */
export function summary(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, max: null };
  return { median: Math.round(sorted[Math.floor(sorted.length / 2)]), max: Math.round(sorted.at(-1)) };
}

/**
 * From a Chromium trace (browser.startTracing/stopTracing): the longest main-thread task of the
 * page's renderer (RunTask on CrRendererMain) and where the main thread's time went, in ms by
 * trace event (script, style, layout, paint…; nested events are counted in each of their parents).
 */
export function traceSummary(traceBuffer) {
  const { traceEvents } = JSON.parse(traceBuffer.toString('utf8'));
  const mains = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = traceEvents.filter((e) => e.dur && mains.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const wanted = [
    'FunctionCall',
    'EvaluateScript',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'MajorGC',
    'MinorGC',
  ];
  const spent = Object.fromEntries(wanted.map((name) => [name, 0]));
  for (const e of onMain) if (e.name in spent) spent[e.name] += e.dur / 1000;
  return {
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((e) => e.dur)) / 1000),
    mainThreadMs: Object.fromEntries(Object.entries(spent).map(([name, ms]) => [name, Math.round(ms)])),
  };
}
