import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * index.html with the build's stylesheet links moved from <head> to the end of <body>, after the
 * boot screen: a stylesheet in <head> holds back every paint until it arrives, one in <body> only
 * what follows it, so the boot screen (styled inline) paints from the HTML alone. Nothing renders
 * unstyled: the app's module scripts still wait for a stylesheet the parser met (e2e startup.spec.ts).
 */
export function stylesheetsAfterBoot(html: string): string {
  const links = html.match(STYLESHEET);
  if (!links) return html;
  const moved = links.map((link) => `    ${link.trim()}\n`).join('');
  return html.replace(STYLESHEET, '').replace('  </body>', `${moved}  </body>`);
}

/** Applies stylesheetsAfterBoot once the build has written its links into index.html. */
export function stylesheetAfterBoot(): Plugin {
  return {
    name: 'sen-stylesheet-after-boot',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsAfterBoot },
  };
}
