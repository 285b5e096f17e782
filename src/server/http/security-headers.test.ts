import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers.ts';

describe('inlineScriptHashes', () => {
  it("names each inline classic script by its content's SHA-256, not the module scripts with a src", () => {
    const boot = "\n  document.documentElement.dataset.theme = 'dark';\n";
    const html = `<head><script>${boot}</script><script type="module" src="/assets/app.js"></script></head>`;
    const digest = createHash('sha256').update(boot).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${digest}'`]);
  });

  it('gives a shell without inline scripts nothing to allow', () => {
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script>')).toEqual([]);
  });
});
