import AxeBuilder from '@axe-core/playwright';
import { solidPng } from '../fixtures/upload-files.ts';
import { uniqueCode } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

const PICTURE = {
  name: 'bìa khuyến mãi.png',
  mimeType: 'image/png',
  buffer: solidPng(120, 80, [115, 103, 240]),
};

// Each test opens the form and sends files to the real server: slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('a banner gets its picture uploaded in the form, saved with it and shown again', async ({ page }) => {
  const code = uniqueCode('BN');
  await page.goto('/system/layout/banners');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm banner' });
  await form.getByLabel('Mã banner').fill(code);
  await form.getByLabel('Tiêu đề').fill(`Khuyến mãi ${code}`);

  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Chọn ảnh' }).click();
  await (await chooser).setFiles(PICTURE);
  const picture = form.getByRole('img', { name: PICTURE.name });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/api\/upload\/demo\/\d{6}\/[0-9a-f-]{36}\.png$/);
  // The browser really decoded it: the server sent the bytes back with an image type.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(/Đã thêm banner/)).toBeVisible();
  await page.getByLabel('Tìm kiếm').fill(code);
  await page.getByRole('row', { name: new RegExp(code) }).click();
  const edit = page.getByRole('dialog', { name: /Sửa banner/ });
  const saved = edit.getByRole('img', { name: 'Ảnh 1' });
  await expect(saved).toBeVisible();
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
});

test('a text file named .png is refused with the server message on the field', async ({ page }) => {
  await page.goto('/system/layout/banners');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm banner' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Chọn ảnh' }).click();
  await (await chooser).setFiles({
    name: 'gia-mao.png',
    mimeType: 'image/png',
    buffer: Buffer.from('không phải ảnh'),
  });
  await expect(form.getByRole('alert')).toHaveText(
    'Tệp "gia-mao.png" không phải ảnh hợp lệ (chấp nhận JPEG, PNG, WebP, GIF, AVIF)',
  );
  await expect(form.getByRole('img')).toHaveCount(0);
});

test('the picker and the remove button work from the keyboard', async ({ page }) => {
  await page.goto('/system/layout/banners?edit=new');
  const form = page.getByRole('dialog', { name: 'Thêm banner' });
  const choose = form.getByRole('button', { name: 'Chọn ảnh' });
  await choose.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(PICTURE);
  await expect(form.getByRole('img', { name: PICTURE.name })).toBeVisible();
  await form.getByRole('button', { name: `Xóa ${PICTURE.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('img')).toHaveCount(0);
});

test('the upload field with a picture and an error has no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/system/layout/banners');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm banner' });
  for (const file of [PICTURE, { name: 'sai.png', mimeType: 'image/png', buffer: Buffer.from('x') }]) {
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Chọn ảnh' }).click();
    await (await chooser).setFiles(file);
  }
  await expect(form.getByRole('img', { name: PICTURE.name })).toBeVisible();
  await expect(form.getByRole('alert')).toBeVisible();
  const result = await new AxeBuilder({ page })
    .include('[data-field="hinh_anh"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
