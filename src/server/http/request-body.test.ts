import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './context.ts';
import { jsonBody, limitBody } from './request-body.ts';

/** A tiny app whose handler records every body it receives, to prove bad input never reaches it. */
function appWithSpy() {
  const handler = vi.fn((body: unknown) => body);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('locale', 'vi');
    await next();
  });
  app.use('*', limitBody(100), jsonBody());
  app.post('/write', (c) => c.json({ received: handler(c.get('body')) }));
  return { app, handler };
}

const post = (body: string, type = 'application/json') => ({
  method: 'POST',
  headers: { 'content-type': type },
  body,
});

describe('request body guards', () => {
  it('hands parsed JSON to the handler', async () => {
    const { app, handler } = appWithSpy();
    const response = await app.request('/write', post('{"ma_dvcs":"CN01"}'));
    expect(await response.json()).toEqual({ received: { ma_dvcs: 'CN01' } });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('stops malformed JSON, oversized and non-JSON bodies before the handler', async () => {
    const { app, handler } = appWithSpy();
    expect((await app.request('/write', post('{"ma_dvcs":'))).status).toBe(400);
    expect((await app.request('/write', post(JSON.stringify({ x: 'y'.repeat(200) })))).status).toBe(413);
    expect(
      (await app.request('/write', post('ma_dvcs=CN01', 'application/x-www-form-urlencoded'))).status,
    ).toBe(415);
    expect(handler).not.toHaveBeenCalled();
  });

  it('accepts JSON media types with a suffix and an empty body', async () => {
    const { app, handler } = appWithSpy();
    expect((await app.request('/write', post('{"a":1}', 'application/merge-patch+json'))).status).toBe(200);
    expect((await app.request('/write', { method: 'POST' })).status).toBe(200);
    expect(handler.mock.calls).toEqual([[{ a: 1 }], [undefined]]);
  });

  it('gives POST …/import its own, larger limit and keeps the usual one elsewhere', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', limitBody(100, 1000), jsonBody());
    app.on(['POST', 'PUT'], '*', (c) => c.json({ ok: true }));
    const body = JSON.stringify({ items: [{ ten: 'y'.repeat(300) }] });
    expect((await app.request('/stock/units/import', post(body))).status).toBe(200);
    expect((await app.request('/stock/units', post(body))).status).toBe(413);
    expect((await app.request('/stock/units/import', { ...post(body), method: 'PUT' })).status).toBe(413);
    const huge = JSON.stringify({ items: [{ ten: 'y'.repeat(2000) }] });
    expect((await app.request('/stock/units/import', post(huge))).status).toBe(413);
  });
});

describe('upload paths', () => {
  it('leaves multipart bodies of upload paths to their own limit, but not JSON sent there', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('locale', 'vi');
      await next();
    });
    app.use('*', limitBody(100, 100, ['/upload']), jsonBody());
    app.post('/upload', (c) => c.text('reached'));
    const form = new FormData();
    form.append('files', new Blob(['x'.repeat(500)]), 'a.txt');
    expect((await app.request('/upload', { method: 'POST', body: form })).status).toBe(200);
    expect((await app.request('/write', { method: 'POST', body: form })).status).toBe(413);
    expect((await app.request('/upload', post(JSON.stringify({ x: 'y'.repeat(200) })))).status).toBe(413);
  });
});
