/// <reference types="vitest/config" />

import { resolve } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, build, defineConfig, type PluginOption, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { chunkMessages } from './scripts/chunk-messages-plugin.ts';
import { eagerCompileHints } from './scripts/compile-hints.ts';
import { firstLoadGuard } from './scripts/first-load-guard-plugin.ts';
import { preloadFrameCode } from './scripts/frame-preload-plugin.ts';
import { hoistTransitiveImports } from './scripts/hoist-imports-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { planShellChunks, type ShellChunkPlan, type ShellScreen } from './scripts/shell-chunks.ts';
import { skipFacades } from './scripts/skip-facades-plugin.ts';
import { stylesheetAfterBoot } from './scripts/stylesheet-after-boot-plugin.ts';

const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];
const APP_SHORTCUTS = [
  { name: 'Tổng quan', url: '/', icons: shortcutIcon },
  { name: 'Khách hàng', url: '/crm/partners', icons: shortcutIcon },
  { name: 'Việc cần làm', url: '/user/todo', icons: shortcutIcon },
  { name: 'Thông báo', url: '/user/notifications', icons: shortcutIcon },
  { name: 'Đơn vị tính', url: '/stock/units', icons: shortcutIcon },
];

// Lingui macros are compiled by the same Babel pass for the client, the server bundle and the
// tests, so a message written in src/contract reads the same everywhere.
const linguiPlugins: PluginOption[] = [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })];

/** What decides the client's module graph: enough for the planning pass of vite.config.ts. */
const planningPlugins: PluginOption[] = [
  // React Aria ships its built-in strings (a date field's segment names, a toast's close button,
  // drag-and-drop announcements) in 34 languages. Sen reads Vietnamese, which React Aria lacks and
  // answers in English, or English: the other 33 tables leave the build (docs/performance.md).
  optimizeLocales.vite({ locales: ['en-US', 'vi-VN'] }),
  tanstackRouter({
    target: 'react',
    routesDirectory: './src/app/routes',
    generatedRouteTree: './src/app/routeTree.gen.ts',
    autoCodeSplitting: true,
    // The pending outlines are split too: left in the route's critical part, a skeleton exported
    // beside its page (UsersListSkeleton) pulls the whole page into the first download.
    codeSplittingOptions: {
      defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
    },
  }),
  react(),
  ...linguiPlugins,
  tailwindcss(),
];

/** The signed-in frame: its chunks are asked from index.html on a signed-in visit. */
const FRAME_SCREEN: ShellScreen = { name: 'frame', test: /\/features\/shell\/AppFrame\.tsx$/ };

/** The first download's two chunks (libraries and the app), built before everything else. */
const FIRST_DOWNLOAD = { libraries: 'vendor', app: 'app' } as const;

const clientPlugins = (shellPlan: ShellChunkPlan | undefined): PluginOption[] => [
  ...planningPlugins,
  chunkMessages('vi'),
  hoistTransitiveImports(),
  skipFacades(),
  firstLoadGuard(),
  stylesheetAfterBoot(),
  preloadFrameCode(FRAME_SCREEN),
  // What a first visit runs as soon as it arrives: the first download and the shell screens.
  eagerCompileHints([...Object.values(FIRST_DOWNLOAD), ...(shellPlan?.values() ?? [])]),
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    devOptions: { enabled: false },
    manifest: {
      id: '/',
      name: 'Sen — Quản lý spa, phòng khám',
      short_name: 'Sen',
      description: 'Phần mềm quản lý spa, phòng khám, thẩm mỹ viện',
      lang: 'vi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7367F0',
      background_color: '#F8F7FA',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      // The screens opened most from a home-screen icon's long press (grows as modules land).
      shortcuts: APP_SHORTCUTS,
    },
    injectManifest: {
      // wasm: the camera's barcode reader (document-ui/barcode-reader.ts) scans offline too.
      globPatterns: ['**/*.{js,css,html,svg,woff2,wasm}'],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  }),
  // Last: compresses what every plugin before it wrote, the service worker included.
  precompress('dist/client'),
];

/**
 * The screens whose code scripts/shell-chunks.ts groups, so each loads in a few requests: the
 * signed-in frame, the sign-in page, the dashboards with their widgets (a widget's component is
 * named `*Widget.tsx`) and their loader, the entity lists and the notification region.
 */
const SHELL_SCREENS: ShellScreen[] = [
  FRAME_SCREEN,
  {
    name: 'public',
    test: /\/features\/shell\/PublicFrame\.tsx$|\/routes\/auth\/login\.tsx\?tsr-split=component$/,
  },
  {
    name: 'dashboard',
    test: /\/routes\/dashboard\/\w+\.tsx\?tsr-split=component$|\/features\/dashboard\/dashboard-route\.tsx$|\/features\/[\w/-]+Widget\.tsx$/,
  },
  // Apart from the page: the dashboard's loader asks for the widgets' data before the page's code is here.
  { name: 'loader', test: /\/features\/dashboard\/dashboard-prefetch\.ts$/ },
  { name: 'list', test: /\/entity-ui\/EntityListPage\.tsx$/ },
  // The notification region, mounted on every page once it shows (the sign-in page's too).
  { name: 'toasts', test: /\/ui\/Toast\.tsx$/ },
];

/** Set while the first of the client build's two passes runs (scripts/shell-chunks.ts). */
const PLANNING = 'SEN_SHELL_CHUNK_PLANNING';

/** The first pass: chunked automatically, not written, read for the shell chunks' plan. */
async function planChunks(): Promise<ShellChunkPlan> {
  process.env[PLANNING] = '1';
  try {
    const result = await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'warn',
      build: { write: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((out) =>
      'output' in out ? out.output : [],
    );
    return planShellChunks(outputs, SHELL_SCREENS);
  } finally {
    delete process.env[PLANNING];
  }
}

function clientBuild(shellPlan: ShellChunkPlan | undefined): BuildEnvironmentOptions {
  return {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // No <link rel=modulepreload> per dependency of a lazy chunk: appending ~40 of them for the
    // frame alone held the main thread longer than the browser takes to find a chunk's imports
    // itself (docs/performance.md). A failed import still
    // raises vite:preloadError (router-events.ts). The signed-in frame's chunks are the exception,
    // asked from index.html itself before the app's code runs (scripts/frame-preload-plugin.ts).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically is needed before the first paint anyway: two
            // chunks (libraries, which change rarely, and the app) instead of ~80 small shared ones.
            { name: FIRST_DOWNLOAD.libraries, test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: FIRST_DOWNLOAD.app, tags: ['$initial'] },
            // The entity declarations travel together: an entity screen fetches its own and the
            // dashboard's counts all of them, one request rather than thirty-five. Their helpers
            // stay out, or the frame, which formats dates with them, would fetch every declaration —
            // except defineEntity's own file, which every declaration runs as it loads: left to a
            // screen's chunk that itself imports the declarations, the two chunks would import
            // each other and a declaration could run before defineEntity exists.
            {
              name: 'entities',
              test: /[\\/]src[\\/]contract[\\/](entities[\\/]|entity[\\/]define\.ts$)/,
              includeDependenciesRecursively: false,
            },
            // defineEntity, which every declaration calls as its module runs, in a chunk of its
            // own: left to the screens' plan it fell into the dashboard's chunk, which imports the
            // declarations back, and a screen that fetched the declarations first (/system/logs)
            // ran them before defineEntity's module had ('xe is not iterable').
            {
              name: 'entity-define',
              test: /[\\/]src[\\/]contract[\\/]entity[\\/]define\.ts$/,
              includeDependenciesRecursively: false,
            },
            ...(shellPlan
              ? [{ name: (id: string) => shellPlan.get(id) ?? null, includeDependenciesRecursively: false }]
              : []),
          ],
        },
      },
    },
  };
}

export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => {
  const planning = process.env[PLANNING] === '1';
  const shellPlan = command === 'build' && !isSsrBuild && !planning ? await planChunks() : undefined;
  return {
    plugins: isSsrBuild ? linguiPlugins : planning ? planningPlugins : clientPlugins(shellPlan),
    // The offline query cache is thrown away when the app's version changes (data/query-persist.ts).
    define: { __SEN_VERSION__: JSON.stringify(packageJson.version) },
    publicDir: isSsrBuild ? false : 'public',
    build: isSsrBuild
      ? { outDir: 'dist/server', emptyOutDir: true, target: 'node24', sourcemap: true }
      : clientBuild(shellPlan),
    ssr: { target: 'node' },
    server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            environment: 'node',
            // Process tests start the built server on a fresh PGlite: ~20 s on a busy 2-core machine.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
