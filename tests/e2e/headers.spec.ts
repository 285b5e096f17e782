import { createHash } from 'node:crypto';
import { expect, test } from './fixtures.ts';

test('the app is served with a CSP and nosniff', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('the service worker is revalidated and hashed assets are immutable', async ({ request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toContain('javascript');

  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset, 'index.html references a hashed script').toBeTruthy();
  const response = await request.get(asset as string);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
});

test('the manifest lists PNG icons of the sizes it claims', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.lang).toBe('vi');
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
  expect(icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512', '512x512']);
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('unknown API paths answer JSON 404, not the app shell', async ({ request }) => {
  const response = await request.get('/api/khong-co');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect((await response.json()).code).toBe('NOT_FOUND');
});

test('scripts and the shell travel compressed, as the browser accepts, and read the same', async ({
  request,
}) => {
  const plain = await request.get('/crm/partners', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const html = await plain.text();
  const asset = html.match(/\/assets\/app-[\w-]+\.js/)?.[0] as string;
  const raw = await (await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } })).body();
  for (const encoding of ['br', 'gzip']) {
    const headers = { 'Accept-Encoding': `${encoding}, deflate` };
    const shell = await request.get('/crm/partners', { headers });
    expect(shell.headers()['content-encoding'], `shell ${encoding}`).toBe(encoding);
    expect(shell.headers().vary).toContain('Accept-Encoding');
    expect(await shell.text()).toBe(html);
    const script = await request.get(asset, { headers });
    expect(script.headers()['content-encoding'], `script ${encoding}`).toBe(encoding);
    expect(script.headers()['cache-control']).toContain('immutable');
    // Playwright decodes the body: the compressed copy is the same script.
    expect(Buffer.compare(await script.body(), raw)).toBe(0);
    expect(Number(script.headers()['content-length'])).toBeLessThan(raw.length / 2);
  }
});

test("the shell's CSP allows its own inline scripts by their hash, no others", async ({ request }) => {
  const response = await request.get('/auth/login');
  const csp = response.headers()['content-security-policy'] as string;
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) as string;
  const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, s]) => s ?? '',
  );
  expect(inline.length, 'index.html has its boot script inline').toBeGreaterThan(0);
  const hashes = inline.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  // 'wasm-unsafe-eval' compiles WebAssembly only (the barcode reader); eval() stays refused.
  expect(scriptSrc.trim().split(/\s+/).sort()).toEqual(
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes].sort(),
  );
});
