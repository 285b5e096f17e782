import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { S3UploadStorage } from './s3-storage.ts';

/**
 * SigV4 as aws4fetch computes it, checked against AWS's published vectors (no network): the
 * signature test suite's get-vanilla, and the S3 examples of "Signature calculations for the
 * Authorization header" (examplebucket, 2013-05-24).
 */
const SUITE = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 'service',
  datetime: '20150830T123600Z',
};
const S3 = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
  datetime: '20130524T000000Z',
};
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

async function authorization(options: ConstructorParameters<typeof AwsV4Signer>[0]): Promise<string> {
  const signed = await new AwsV4Signer(options).sign();
  return signed.headers.get('authorization') ?? '';
}

describe('SigV4 signing (aws4fetch) against AWS test vectors', () => {
  it('get-vanilla', async () => {
    expect(await authorization({ ...SUITE, url: 'https://example.amazonaws.com/', method: 'GET' })).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('get-vanilla-query-order-key-case: query parameters sorted', async () => {
    const url = 'https://example.amazonaws.com/?Param2=value2&Param1=value1';
    expect(await authorization({ ...SUITE, url, method: 'GET' })).toMatch(
      /Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500$/,
    );
  });

  it('S3 GET Object with a Range header', async () => {
    const auth = await authorization({
      ...S3,
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      method: 'GET',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      allHeaders: true,
    });
    expect(auth).toContain('SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,');
    expect(auth).toMatch(/Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41$/);
  });

  it('S3 PUT Object: a body, its hash, and a key that needs encoding ($)', async () => {
    const body = 'Welcome to Amazon S3.';
    const auth = await authorization({
      ...S3,
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      method: 'PUT',
      body,
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      },
    });
    expect(auth).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });

  it('S3 GET Bucket lifecycle and list objects: sub-resource and sorted parameters', async () => {
    const headers = { 'x-amz-content-sha256': EMPTY_SHA256 };
    const base = 'https://examplebucket.s3.amazonaws.com/';
    expect(await authorization({ ...S3, url: `${base}?lifecycle`, method: 'GET', headers })).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
    expect(
      await authorization({ ...S3, url: `${base}?max-keys=2&prefix=J`, method: 'GET', headers }),
    ).toMatch(/Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/);
  });
});

describe('S3UploadStorage requests', () => {
  const KEY = 'demo/202611/0b0a5d2e-3c4f-4a8b-9d1e-2f3a4b5c6d7e.png';
  const sent: Request[] = [];
  const storage = new S3UploadStorage({
    endpoint: 'https://s3.example.vn/',
    bucket: 'sen-files',
    accessKeyId: S3.accessKeyId,
    secretAccessKey: S3.secretAccessKey,
    region: 'ap-southeast-1',
    fetch: async (input) => {
      sent.push(input as Request);
      const method = (input as Request).method;
      if (method === 'GET') return new Response('bytes', { status: 200 });
      return new Response(null, { status: method === 'DELETE' ? 204 : 200 });
    },
  });

  it('PUTs path-style with a signed payload hash that verifies', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    await storage.put(KEY, bytes, 'image/png');
    const request = sent.at(-1) as Request;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`https://s3.example.vn/sen-files/${KEY}`);
    expect(request.headers.get('content-type')).toBe('image/png');
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(request.headers.get('x-amz-content-sha256')).toBe(hash);
    const auth = request.headers.get('authorization') ?? '';
    expect(auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request, /,
    );
    expect(auth).toContain('x-amz-content-sha256');
    // Re-signing the same request at the same instant gives the same signature.
    const again = await authorization({
      ...S3,
      region: 'ap-southeast-1',
      datetime: request.headers.get('x-amz-date') as string,
      url: request.url,
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'image/png', 'x-amz-content-sha256': hash },
    });
    expect(auth).toBe(again);
  });

  it('reads and removes by the same address; an endpoint with {bucket} is virtual-hosted', async () => {
    expect(await storage.get(KEY)).toEqual(new TextEncoder().encode('bytes'));
    await storage.remove(KEY);
    expect(sent.at(-1)?.method).toBe('DELETE');
    const hosted = new S3UploadStorage({
      ...S3,
      endpoint: 'https://{bucket}.s3.amazonaws.com',
      bucket: 'b1',
    });
    expect(hosted.objectUrl(KEY)).toBe(`https://b1.s3.amazonaws.com/${KEY}`);
    expect(() => storage.objectUrl('demo/../../etc/passwd')).toThrow();
  });
});
