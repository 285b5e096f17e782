// `npm run entity:routes` (also run by `npm run db:generate`): writes the screen's route file of
// every registered entity that has none, then the router's route tree. A route file is one
// statement naming its declaration, so it is generated rather than written by hand; an existing
// file (a screen made bespoke) is never overwritten. src/app/entity-ui/entity-recipe.test.ts
// checks the result against the declarations themselves.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = new URL('..', import.meta.url).pathname;
const entitiesDir = join(root, 'src/contract/entities');
const routesDir = join(root, 'src/app/routes');

/** Each registered declaration: its exported name and file, read from registry.ts's imports. */
function registeredDeclarations() {
  const registry = readFileSync(join(entitiesDir, 'registry.ts'), 'utf8');
  const imports = registry.matchAll(/^import \{ (\w+) \} from '\.\/([\w/-]+\.entity\.ts)';$/gm);
  return [...imports].map(([, name, file]) => ({ name, file: join(entitiesDir, file) }));
}

/**
 * The screen path of a declaration written as `export const x = defineEntity({ … })`, derived as
 * define.ts derives it: its `screen`, else its `path`, else its name with the module's dot as a
 * slash. Undefined for one built by a helper (custom1–3): its route file is written by hand, and
 * the recipe test names it if missing.
 */
function screenOf({ name, file }) {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(`export const ${name} = defineEntity(`);
  if (start < 0) return undefined;
  const body = source.slice(start);
  const read = (key) => body.match(new RegExp(`^  ${key}: '([^']+)',$`, 'm'))?.[1];
  // Rows shown on another entity's screen (partOf) have no screen of their own.
  if (read('partOf')) return undefined;
  return read('screen') ?? read('path') ?? read('name')?.replace('.', '/');
}

function routeSource(screen, declaration, routeFile) {
  const depth = screen.split('/').length;
  const entityUi = `${'../'.repeat(depth)}entity-ui/entity-route.tsx`;
  let file = relative(dirname(routeFile), declaration.file);
  if (!file.startsWith('.')) file = `./${file}`;
  return `import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '${entityUi}';

export const Route = createFileRoute('/${screen}')(
  entityRoute(() => import('${file}').then((m) => m.${declaration.name})),
);
`;
}

const written = [];
for (const declaration of registeredDeclarations()) {
  const screen = screenOf(declaration);
  if (!screen) continue;
  const routeFile = join(routesDir, `${screen}.tsx`);
  if (existsSync(routeFile) || existsSync(join(routesDir, screen, 'index.tsx'))) continue;
  mkdirSync(dirname(routeFile), { recursive: true });
  writeFileSync(routeFile, routeSource(screen, declaration, routeFile));
  written.push(relative(root, routeFile));
}
if (written.length > 0) {
  spawnSync('npx', ['biome', 'format', '--write', ...written], { cwd: root, stdio: 'inherit' });
  for (const file of written) console.log(`wrote ${file}`);
}

// The route tree, as vite.config.ts's router plugin writes it on the next build or dev start.
const config = getConfig({
  target: 'react',
  routesDirectory: './src/app/routes',
  generatedRouteTree: './src/app/routeTree.gen.ts',
});
await new Generator({ config, root }).run();
