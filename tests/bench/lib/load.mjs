/** Load generation with autocannon, with latencies recorded in µs (its own histogram has 1 ms steps). */
import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** A discarded warm-up (JIT, connection set-up), then the measured run with the same settings. */
export async function measure(label, options, { warmupSeconds, durationSeconds }) {
  console.log(`  ${label}: warm-up ${warmupSeconds} s, then ${durationSeconds} s…`);
  await checkedLoad({ ...options, duration: warmupSeconds }, label);
  const { result, latency } = await checkedLoad({ ...options, duration: durationSeconds }, label);
  const ms = (microseconds) => Number((microseconds / 1000).toFixed(3));
  return {
    label,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: { p50: ms(latency.percentile(50)), p99: ms(latency.percentile(99)), mean: ms(latency.mean) },
  };
}

async function checkedLoad(options, label) {
  const latency = createHistogram();
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, responseMs) => {
    latency.record(Math.max(1, Math.round(responseMs * 1000)));
  });
  const result = await instance;
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return { result, latency };
}

/**
 * Two loads measured in alternating rounds (a, b, a, b, …) with the same settings, so a change in
 * the machine's load (other processes on shared cores) falls on both alike; the figures add up
 * the rounds of each. One discarded warm-up of each first.
 */
export function measureAlternately(first, second, settings) {
  return measureRounds([first, second], settings);
}

/** measureAlternately for any number of loads (a, b, c, a, b, c, …). */
export async function measureRounds(loads, { warmupSeconds, durationSeconds, rounds }) {
  const each = durationSeconds / rounds;
  const labels = loads.map(({ label }) => label).join(' / ');
  console.log(`  ${labels}: warm-up ${warmupSeconds} s each, then ${rounds} × ${each} s each…`);
  for (const { label, options } of loads) await checkedLoad({ ...options, duration: warmupSeconds }, label);
  const runs = Object.fromEntries(loads.map(({ label }) => [label, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const { label, options } of loads)
      runs[label].push(await checkedLoad({ ...options, duration: each }, label));
  }
  return loads.map(({ label }) => summarise(label, runs[label]));
}

function summarise(label, runs) {
  const latency = createHistogram();
  for (const run of runs) latency.add(run.latency);
  const requests = runs.reduce((sum, run) => sum + run.result.requests.total, 0);
  const seconds = runs.reduce((sum, run) => sum + run.result.duration, 0);
  const ms = (microseconds) => Number((microseconds / 1000).toFixed(3));
  return {
    label,
    requestsPerSecond: requests / seconds,
    requests,
    latencyMs: { p50: ms(latency.percentile(50)), p99: ms(latency.percentile(99)), mean: ms(latency.mean) },
  };
}

/**
 * p50 and p99 (ms) of pieces of work timed in alternation (a, b, c, a, b, c, …), after `warmup`
 * discarded runs of each: a burst of load from elsewhere hits all of them, not one.
 */
export async function alternatingPercentiles(works, runs = 21, warmup = 3) {
  for (let i = 0; i < warmup; i += 1) for (const work of works) await work();
  const times = works.map(() => []);
  for (let i = 0; i < runs; i += 1) {
    for (const [index, work] of works.entries()) {
      const start = performance.now();
      await work();
      times[index].push(performance.now() - start);
    }
  }
  return times.map((list) => ({ p50: percentile(list, 0.5), p99: percentile(list, 0.99) }));
}

/** Medians (ms) of pieces of work timed in alternation (see alternatingPercentiles). */
export async function alternatingMedians(works, runs = 21, warmup = 3) {
  return (await alternatingPercentiles(works, runs, warmup)).map(({ p50 }) => p50);
}

/** The `share` percentile (nearest rank) of timings in ms, to the µs. */
export function percentile(times, share) {
  const sorted = [...times].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Number(sorted[rank].toFixed(3));
}

/** Median of `runs` sequential timings of `work` (ms), after `warmup` discarded runs. */
export async function medianMs(work, runs = 15, warmup = 3) {
  for (let i = 0; i < warmup; i += 1) await work();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)].toFixed(3));
}

export const ratio = (a, b) => (b > 0 ? Number((a / b).toFixed(2)) : null);
