/**
 * `npm run bench`: runs every tests/bench/*.bench.mjs in turn (one at a time, so they never
 * compete for the CPU), prints their figures and writes everything to bench-results/results.json.
 * Each bench module exports `async function run()` returning a JSON-able object; an optional
 * `table` field is printed with console.table.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { cpus, platform, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const BENCH_DIR = join(ROOT, 'tests/bench');
const OUT_FILE = join(ROOT, 'bench-results/results.json');

async function main() {
  // Benchmarks spawn process.execPath; under plain Node 20 they would measure the wrong runtime.
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) throw new Error(`Node ${process.version}: run through \`npm run bench\` (Node 24)`);
  ensureBuild();

  // `npm run bench -- entity-list` runs only the benchmarks whose file name holds a given word.
  const wanted = process.argv.slice(2);
  const files = (await readdir(BENCH_DIR))
    .filter((f) => f.endsWith('.bench.mjs') && (wanted.length === 0 || wanted.some((w) => f.includes(w))))
    .sort();
  const results = {};
  for (const file of files) {
    console.log(`\n▶ ${file}`);
    const { run } = await import(pathToFileURL(join(BENCH_DIR, file)).href);
    const result = await run();
    printResult(result);
    results[file] = result;
  }

  await mkdir(join(ROOT, 'bench-results'), { recursive: true });
  await writeFile(OUT_FILE, `${JSON.stringify({ machine: machineInfo(), results }, null, 2)}\n`);
  console.log(`\nResults written to ${OUT_FILE}`);
}

/** Benchmarks run the production build. Built only when missing: after editing src/, rebuild yourself. */
function ensureBuild() {
  const needed = ['dist/server/main.js', 'dist/client/index.html'];
  if (needed.every((file) => existsSync(join(ROOT, file)))) return;
  console.log('dist/ is incomplete: running npm run build first');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (status ${build.status})`);
}

function printResult(result) {
  if (result.name) console.log(result.name);
  if (result.settings) console.log('settings:', JSON.stringify(result.settings));
  if (result.table) console.table(result.table);
  if (result.targets) console.log('targets:', JSON.stringify(result.targets));
}

/** Figures mean little without the machine they came from. */
function machineInfo() {
  const cpuList = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${platform()} ${release()}`,
    arch: process.arch,
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model ?? 'unknown',
    totalMemoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
  };
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
