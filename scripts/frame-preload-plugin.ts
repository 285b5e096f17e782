import type { Plugin, Rollup } from 'vite';
import { DEVICE_KEYS } from '../src/app/state/device-keys.ts';
import { WEBVIEW_OFF } from '../src/app/state/webview-param.ts';
import { chunksByFile } from './hoist-imports-plugin.ts';
import { type ShellScreen, screenChunks } from './shell-chunks.ts';

/** The addresses of the frame's chunk and of every chunk it imports outside the first download. */
export function frameCode(bundle: Rollup.OutputBundle, frame: ShellScreen, base = '/'): string[] {
  return [...screenChunks(chunksByFile(Object.values(bundle)), frame)].map((file) => `${base}${file}`);
}

/**
 * The inline script that asks for the frame's code while the first download is still coming, when
 * the visit will show the frame: someone is signed in on this device, or arrives with tokens in
 * the address (spec §2), and the visit is not embedded (a `webview` address, or one earlier in
 * this visit: state/webview.ts). The frame's code used to be asked only once the app's code had
 * run and the router had started, leaving the network idle meanwhile (docs/performance.md); the page's own requests still follow from the router. A wrong guess costs only the
 * download. `modulepreload` also compiles the chunks, off the main thread.
 */
export function framePreloadScript(urls: readonly string[]): string {
  const tenant = JSON.stringify(DEVICE_KEYS.tenant);
  const webview = JSON.stringify(DEVICE_KEYS.webview);
  return `<script>
      try {
        const address = new URLSearchParams(location.search);
        const asked = address.get('webview');
        const embedded = asked === null
          ? sessionStorage.getItem(${webview}) === '1'
          : !${JSON.stringify(WEBVIEW_OFF)}.includes(asked.trim().toLowerCase());
        const tenant = localStorage.getItem(${tenant});
        const token = tenant === null ? null : tenant + '.access_token';
        const signedIn = address.has('accessToken')
          || (token !== null && (localStorage.getItem(token) ?? sessionStorage.getItem(token)) !== null);
        if (signedIn && !embedded) {
          for (const href of ${JSON.stringify(urls)}) {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = href;
            document.head.append(link);
          }
        }
      } catch {
        // No storage (a locked-down web view): the router asks for the frame's code as before.
      }
    </script>
  `;
}

/** Adds framePreloadScript to index.html's head once the build knows the frame's chunks. */
export function preloadFrameCode(frame: ShellScreen): Plugin {
  return {
    name: 'sen-preload-frame-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return html.replace(
          '  </head>',
          `    ${framePreloadScript(frameCode(context.bundle, frame))}</head>`,
        );
      },
    },
  };
}
