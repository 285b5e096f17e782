import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertUploadKey, type UploadStorage } from './storage.ts';

export interface S3Options {
  /** https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000… */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Requests go through this (tests pass their own); the global fetch by default. */
  fetch?: typeof fetch;
}

/**
 * An S3-compatible bucket, requests signed with SigV4 by aws4fetch. Objects are addressed
 * path-style (`<endpoint>/<bucket>/<key>`), which AWS, MinIO, R2 and Ceph all accept; an endpoint
 * containing `{bucket}` (https://{bucket}.s3.amazonaws.com) is used virtual-hosted instead.
 */
export class S3UploadStorage implements UploadStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;
  private readonly send: typeof fetch;

  constructor(private readonly options: S3Options) {
    // aws4fetch retries 5xx answers itself; two retries bound how long an upload can hang.
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: 2,
    });
    this.send = options.fetch ?? fetch;
  }

  objectUrl(key: string): string {
    assertUploadKey(key);
    const endpoint = this.options.endpoint.replace(/\/+$/, '');
    if (endpoint.includes('{bucket}')) return `${endpoint.replace('{bucket}', this.options.bucket)}/${key}`;
    return `${endpoint}/${encodeURIComponent(this.options.bucket)}/${key}`;
  }

  private async request(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    const signed = await this.client.sign(this.objectUrl(key), { method, ...init });
    return this.send(signed);
  }

  async put(key: string, bytes: Uint8Array, mime: string): Promise<void> {
    // The payload hash is signed too, so the store refuses a body altered on the way.
    const hash = createHash('sha256').update(bytes).digest('hex');
    const response = await this.request('PUT', key, {
      body: bytes as BodyInit,
      headers: { 'content-type': mime, 'x-amz-content-sha256': hash },
    });
    if (!response.ok) throw await s3Error('PUT', key, response);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.request('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw await s3Error('GET', key, response);
    return new Uint8Array(await response.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    // S3 answers 204 whether or not the object existed; some stores answer 404.
    if (!response.ok && response.status !== 404) throw await s3Error('DELETE', key, response);
  }
}

async function s3Error(method: string, key: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`S3 ${method} ${key} answered ${response.status}: ${text.slice(0, 300)}`);
}
