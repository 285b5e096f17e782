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
