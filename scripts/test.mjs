// `npm test`: build, then lint, typecheck, unit, API (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set) and browser tests, in that order; stops at the first failure.
// Ends with one "N passed, N failed" line summing every runner's counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function vitest(title, project, report, env) {
  const file = `${reports}/${report}.json`;
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      // Vitest's default on two cores is one file at a time; an API file spends much of its time
      // waiting on its database or HTTP, so two overlap well.
      `--maxWorkers=${process.env.SEN_TEST_WORKERS ?? 2}`,
      `--outputFile.json=${file}`,
    ],
    env,
  );
  countVitest(file);
  return ok;
}

function finish(ok) {
  console.log(
    `\n${ok ? 'npm test' : 'npm test FAILED'}: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

const pgUrl = process.env.TEST_DATABASE_URL;
const steps = [
  () => run('build (client, service worker, server)', 'npm', ['run', 'build', '--silent']),
  () => run('lint (biome)', 'npx', ['biome', 'check', '.']),
  () => run('i18n (English complete)', 'node', ['scripts/check-i18n.mjs']),
  () => run('typecheck (tsc)', 'npm', ['run', 'typecheck', '--silent']),
  () => vitest('unit tests', 'unit', 'unit'),
  () => vitest('API tests on PGlite', 'api', 'api-pglite', { SEN_TEST_BACKEND: 'pglite' }),
  () => {
    if (pgUrl)
      return vitest('API tests on PostgreSQL', 'api', 'api-postgres', { SEN_TEST_BACKEND: 'postgres' });
    console.log('\n▷ API tests on PostgreSQL skipped: set TEST_DATABASE_URL to run them');
    return true;
  },
  () => ensureChromium(),
  () => {
    const file = `${reports}/e2e.json`;
    const ok = run(
      'browser tests (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    countPlaywright(file);
    return ok;
  },
];

for (const step of steps) if (!step()) finish(false);
finish(true);
