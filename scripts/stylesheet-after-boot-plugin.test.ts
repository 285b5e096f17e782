import { describe, expect, it } from 'vitest';
import { stylesheetsAfterBoot } from './stylesheet-after-boot-plugin.ts';

const built = `<html>
  <head>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body>
    <div id="root"><div class="sen-boot">Sen</div></div>
  </body>
</html>`;

describe('stylesheetsAfterBoot', () => {
  it('moves the stylesheet after the boot screen, leaving the scripts in <head>', () => {
    expect(stylesheetsAfterBoot(built)).toBe(`<html>
  <head>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
  </head>
  <body>
    <div id="root"><div class="sen-boot">Sen</div></div>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </body>
</html>`);
  });

  it('leaves a page without a stylesheet as it is', () => {
    const plain = '<html><head></head><body>\n  </body></html>';
    expect(stylesheetsAfterBoot(plain)).toBe(plain);
  });
});
