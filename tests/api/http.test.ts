import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/api/errors.ts';
import { backend, jsonPost, openTestApp, type TestApp } from './harness.ts';

describe(`HTTP rules of /api (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ bodyLimitBytes: 1024 });
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404 in Vietnamese', async () => {
    const response = await t.request('/api/khong-ton-tai/123');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(apiErrorSchema.parse(await response.json())).toEqual({
      code: 'NOT_FOUND',
      message: 'Không tìm thấy đường dẫn API',
    });
  });

  it('speaks English when the caller asks for it', async () => {
    const response = await t.request('/api/khong-ton-tai', {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'API path not found' });
  });

  it('refuses malformed JSON with 400 before any route sees it', async () => {
    const response = await t.request('/api/system/server-time', jsonPost('{"ten_dvcs": "Chi nhánh'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_JSON',
      message: 'Dữ liệu gửi lên không phải JSON hợp lệ',
    });
  });

  it('refuses a body over the limit with 413, with or without Content-Length', async () => {
    const big = JSON.stringify({ ghi_chu: 'x'.repeat(2048) });
    const declared = await t.request('/api/system/server-time', jsonPost(big));
    expect(declared.status).toBe(413);
    expect((await declared.json()).code).toBe('PAYLOAD_TOO_LARGE');

    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await t.request('/api/system/server-time', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('refuses a non-JSON body on a write with 415', async () => {
    const response = await t.request('/api/system/server-time', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends the security headers on API answers', async () => {
    const response = await t.request('/api/system/server-time');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
