// Renders the PWA icons in public/icons from favicon.svg with Debian's Chromium.
// Run: npm exec -- node scripts/make-icons.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const PRIMARY = '#7367F0';

/** Maskable icons are cropped to a circle of 40% radius: keep the logo within that 80% zone. */
const icons = [
  { file: 'icon-192.png', size: 192, background: 'transparent', scale: 1 },
  { file: 'icon-512.png', size: 512, background: 'transparent', scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, background: PRIMARY, scale: 0.8 },
];

const svg = await readFile(join(iconsDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  for (const { file, size, background, scale } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const logo = Math.round(size * scale);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<div style="width:${logo}px;height:${logo}px">${svg.replace('<svg ', `<svg width="${logo}" height="${logo}" `)}</div></body></html>`,
    );
    const png = await page.screenshot({ omitBackground: background === 'transparent', type: 'png' });
    await writeFile(join(iconsDir, file), png);
    await page.close();
    console.log(`${file} ${size}×${size} (${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
