import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { demoBarcode } from '../../src/server/db/seed/demo-products.data.ts';
import { writeBarcodeVideo } from '../fixtures/barcode-video.ts';
import { apiLogin, expect, rememberedStorage, test } from './fixtures.ts';

/*
 * Issue 30: "Thêm dòng" on a phone reads a product's barcode with the camera. Chromium's fake
 * camera films a still EAN-13 code (the first demo product's), so the whole path runs: the
 * permission, getUserMedia, the barcode reader (ZXing's WebAssembly, served by Sen) and the lookup.
 */
test('a phone scans a product barcode with the camera into a new line', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const video = join(mkdtempSync(join(tmpdir(), 'sen-camera-')), 'barcode.y4m');
  writeBarcodeVideo(video, demoBarcode(1));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      storageState: rememberedStorage(await apiLogin('admin')),
    });
    const page = await context.newPage();
    await page.goto('/stock/receipt-orders?edit=new');
    const form = page.getByRole('dialog', { name: 'Thêm phiếu nhập kho' });
    await form.getByRole('button', { name: 'Thêm dòng' }).click();
    const picker = page.getByRole('dialog', { name: 'Thêm dòng' });
    await picker.getByRole('button', { name: 'Quét mã' }).click();
    await expect(picker.getByLabel('Hình máy ảnh để quét mã vạch')).toBeVisible();
    await page.screenshot({ path: 'test-results/phone-shots/camera-scan-phone.png' });
    // The code read picks the one product it belongs to, and the sheet closes on the new line.
    await expect(picker).toBeHidden({ timeout: 30_000 });
    await expect(form.getByLabel('Mã hàng dòng 1')).toHaveValue('SRM01');
  } finally {
    await browser.close();
  }
});
