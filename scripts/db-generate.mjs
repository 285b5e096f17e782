// `npm run db:generate -- <name>`: writes the next migration in drizzle/ from the schema and the
// entity declarations, then the screen's route file of an entity that has none (entity-routes.mjs).
// The migration's generator is bundled by Vite first, because the declarations carry Lingui
// messages that only compile in the Vite pipeline.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'node_modules/.cache/sen-db-generate');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npx', [
  'vite',
  'build',
  '--ssr',
  'src/server/db/generate-migration.ts',
  '--outDir',
  outDir,
  '--logLevel',
  'warn',
]);
run(process.execPath, [join(outDir, 'generate-migration.js'), ...process.argv.slice(2)]);
run(process.execPath, [join(root, 'scripts/entity-routes.mjs')]);
