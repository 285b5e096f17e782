import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

describe(`compressed JSON answers (${backend})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await openTestApp();
    headers = { Authorization: `Bearer ${(await signIn(t, 'admin')).session.access_token}`, ...DEMO };
  });
  afterAll(() => t.close());

  const commands = (encoding?: string) =>
    t.request('/api/system/command', {
      headers: { ...headers, ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
    });

  it('sends a large answer in Brotli, else gzip, as the caller accepts, reading the same', async () => {
    const plain = await commands();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    const br = await commands('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(brBody).toString('utf8')).toBe(text);

    const gzip = await commands('gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(text);
  });

  it('leaves small answers and errors below 1 kB as they are', async () => {
    const time = await t.request('/api/system/server-time', { headers: { 'Accept-Encoding': 'br' } });
    expect(time.headers.get('content-encoding')).toBeNull();
    expect(await time.json()).toBeTruthy();
    const missing = await t.request('/api/khong-co', { headers: { 'Accept-Encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
  });
});
