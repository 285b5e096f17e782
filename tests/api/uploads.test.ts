import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UploadedFile, uploadResultSchema } from '../../src/contract/api/uploads.api.ts';
import { uploads } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { CSV, DOCX, PDF, PLAIN_ZIP, PNG, SVG, WEBP } from '../fixtures/upload-files.ts';
import { openTwoTenants } from './auth-helpers.ts';
import { backend, type TestApp } from './harness.ts';

const MAX_BYTES = 64 * 1024;
const MAX_FILES = 3;

function form(files: [name: string, bytes: Buffer, type?: string][]): FormData {
  const body = new FormData();
  for (const [name, bytes, type] of files)
    body.append('files', new Blob([new Uint8Array(bytes)], { type: type ?? '' }), name);
  return body;
}

describe(`uploads (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  let letan: string;
  let other: string;
  beforeAll(async () => {
    ({ t, admin, letan, other } = await openTwoTenants({
      uploadMaxBytes: MAX_BYTES,
      uploadMaxFiles: MAX_FILES,
    }));
  });
  afterAll(() => t.close());

  const auth = (token: string | null, tenant = 'demo'): Record<string, string> =>
    token ? { Authorization: `Bearer ${token}`, Tenant: tenant } : { Tenant: tenant };
  const upload = (kind: 'images' | 'files', body: FormData, token: string | null = admin, tenant = 'demo') =>
    t.request(`/api/upload/${kind}`, { method: 'POST', headers: auth(token, tenant), body });
  const uploaded = async (response: Response): Promise<UploadedFile[]> => {
    expect(response.status, await response.clone().text()).toBe(201);
    return uploadResultSchema.parse(await response.json()).files;
  };
  const remove = (files: string[], token = admin, tenant = 'demo') =>
    t.request('/api/upload', {
      method: 'DELETE',
      headers: { ...auth(token, tenant), 'content-type': 'application/json' },
      body: JSON.stringify({ files }),
    });
  const stored = (url: string) => existsSync(join(t.uploadDir, url.replace('/api/upload/', '')));

  it('tells the client its limits and accepted types', async () => {
    const response = await t.request('/api/upload/limits', { headers: auth(letan) });
    expect(response.status).toBe(200);
    const limits = await response.json();
    expect(limits).toMatchObject({ max_bytes: MAX_BYTES, max_files: MAX_FILES });
    expect(limits.image_types).toContain('image/webp');
    expect(limits.file_types).toContain('application/pdf');
  });

  it('refuses every call but serving without sign-in (401)', async () => {
    expect((await upload('images', form([['a.png', PNG]]), null)).status).toBe(401);
    expect((await upload('files', form([['a.pdf', PDF]]), null)).status).toBe(401);
    expect((await t.request('/api/upload/limits', { headers: auth(null) })).status).toBe(401);
    const del = await t.request('/api/upload', {
      method: 'DELETE',
      headers: { Tenant: 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({ files: ['/api/upload/demo/202601/x.png'] }),
    });
    expect(del.status).toBe(401);
  });

  it('stores an image under a new name and serves it publicly with safe headers', async () => {
    const [file] = await uploaded(
      await upload('images', form([['../../ảnh đại diện.png', PNG, 'text/html']]), letan),
    );
    expect(file?.url).toMatch(/^\/api\/upload\/demo\/\d{6}\/[0-9a-f-]{36}\.png$/);
    expect(file).toMatchObject({ name: 'ảnh đại diện.png', mime: 'image/png', size: PNG.length });
    expect(stored(file?.url as string)).toBe(true);

    const served = await t.request(file?.url as string);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(
      /^inline; filename="anh dai dien.png"; filename\*=UTF-8''/,
    );
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const logs = await t.request('/api/system/logs?pageSize=5', { headers: auth(admin) });
    const entries = (await logs.json()).items as { action: string; object: string; user_name: string }[];
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'create', object: 'upload', user_name: 'letan' }),
    );
  });

  it('takes documents on upload/files, each typed by its content, and serves them as downloads', async () => {
    const files = await uploaded(
      await upload(
        'files',
        form([
          ['hop-dong.pdf', PDF],
          ['bao-gia.docx', DOCX],
          ['khach.csv', CSV],
        ]),
      ),
    );
    expect(files.map((f) => f.mime)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/csv',
    ]);
    expect(files.map((f) => f.url.split('.').pop())).toEqual(['pdf', 'docx', 'csv']);
    const pdf = await t.request(files[0]?.url as string);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('refuses spoofed types: text named .png is no image, and never stored as one', async () => {
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload('images', form([['anh.png', text, 'image/png']]));
    expect(response.status).toBe(415);
    const body = await response.json();
    expect(body.code).toBe('UPLOAD_NOT_IMAGE');
    expect(body.fields).toEqual([{ field: 'files', message: expect.stringContaining('anh.png') }]);
    expect((await upload('images', form([['logo.svg', SVG, 'image/svg+xml']]))).status).toBe(415);
    // On upload/files the same bytes are what they are: plain text, served as text and downloaded.
    const [file] = await uploaded(await upload('files', form([['anh.png', text, 'image/png']])));
    expect(file?.url).toMatch(/\.txt$/);
    const served = await t.request(file?.url as string);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; /);
    const zip = await upload('files', form([['tai-lieu.docx', PLAIN_ZIP]]));
    expect(zip.status).toBe(415);
    expect((await zip.json()).code).toBe('UPLOAD_TYPE_DENIED');
  });

  it('refuses a whole batch when one file is too big (413), naming it, and stores none of it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]);
    const before = await rowCount(t);
    const response = await upload(
      'images',
      form([
        ['nho.webp', WEBP],
        ['to-qua.png', big],
      ]),
    );
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.code).toBe('UPLOAD_TOO_LARGE');
    expect(body.message).toContain('to-qua.png');
    expect(body.message).toContain('64 KB');
    expect(body.fields[0].field).toBe('files');
    expect(await rowCount(t)).toBe(before);
  });

  it('refuses a body over every file at the limit before reading it (413)', async () => {
    const files = Array.from(
      { length: 5 },
      (_, i) => [`${i}.png`, Buffer.alloc(MAX_BYTES - 10)] as [string, Buffer],
    );
    const response = await upload('images', form(files));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('UPLOAD_TOTAL_TOO_LARGE');
  });

  it('refuses more files than allowed and calls without files (400)', async () => {
    const many = await upload('images', form(Array.from({ length: 4 }, (_, i) => [`${i}.png`, PNG])));
    expect(many.status).toBe(400);
    const body = await many.json();
    expect(body).toMatchObject({ code: 'UPLOAD_TOO_MANY', fields: [{ field: 'files' }] });
    expect(body.message).toContain('3');
    const none = await upload('images', new FormData());
    expect(none.status).toBe(400);
    expect((await none.json()).code).toBe('UPLOAD_EMPTY');
    const json = await t.request('/api/upload/images', {
      method: 'POST',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      body: '{"files": []}',
    });
    expect(json.status).toBe(400);
  });

  it("keeps tenants apart: another tenant's file is 404 and cannot be deleted", async () => {
    const [theirs] = await uploaded(await upload('images', form([['khac.png', PNG]]), other, 'khac'));
    const url = theirs?.url as string;
    expect((await t.request(url)).status).toBe(200);
    expect((await t.request(url.replace('/khac/', '/demo/'))).status).toBe(404);
    const response = await remove([url]);
    expect(await response.json()).toEqual({ deleted: [], unknown: [url] });
    expect((await t.request(url)).status).toBe(200);
  });

  it('deletes the caller tenant files and reports the unknown ones', async () => {
    const [a, b] = await uploaded(
      await upload(
        'images',
        form([
          ['a.png', PNG],
          ['b.png', PNG],
        ]),
      ),
    );
    const urlA = a?.url as string;
    const missing = '/api/upload/demo/202601/00000000-0000-4000-8000-000000000000.png';
    const response = await remove([`http://sen.test${urlA}`, missing, 'khong-phai-duong-dan'], letan);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      deleted: [`http://sen.test${urlA}`],
      unknown: [missing, 'khong-phai-duong-dan'],
    });
    expect((await t.request(urlA)).status).toBe(404);
    expect(stored(urlA)).toBe(false);
    expect((await t.request(b?.url as string)).status).toBe(200);
    const invalid = await remove([]);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields[0].field).toBe('files');
  });

  it('never serves a path the server did not make', async () => {
    for (const path of [
      '/api/upload/demo/202611/..%2F..%2Fpackage.json',
      '/api/upload/demo/2026/00000000-0000-4000-8000-000000000000.png',
      '/api/upload/DEMO/202611/00000000-0000-4000-8000-000000000000.png',
      '/api/upload/khong-co/202611/00000000-0000-4000-8000-000000000000.png',
    ])
      expect((await t.request(path)).status, path).toBe(404);
  });
});

async function rowCount(t: TestApp): Promise<number> {
  const rows = await withTenant(t.database.db, 'demo', (tx) => tx.select({ id: uploads.id }).from(uploads));
  return rows.length;
}
