import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { selfSignedCert } from '../../tests/fixtures/self-signed-cert.mjs';
import { EnvError, parseEnv, readTlsFiles, shouldSeedDemo } from './env.ts';

describe('parseEnv', () => {
  it('fills every default for an empty environment', () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      DIST_DIR: './dist/client',
      BODY_LIMIT_BYTES: 1_048_576,
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('checks the real-time and push settings: Redis URL, VAPID keys as a pair, VAPID contact', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/);
    const pair = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    expect(parseEnv(pair).VAPID_PRIVATE_KEY).toBe('a'.repeat(43));
    expect(() => parseEnv({ VAPID_SUBJECT: 'ops@sen.vn' })).toThrow(/VAPID_SUBJECT/);
    expect(parseEnv({}).FCM_API_URL).toBe('https://fcm.googleapis.com');
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the bad variable and its value in one line', () => {
    expect(() => parseEnv({ PORT: 'ba nghìn' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'ba nghìn' })).toThrow(
      /^Invalid environment variable PORT="ba nghìn": .+$/,
    );
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV/);
    expect(() => parseEnv({ SEED_DEMO: 'có' })).toThrow(/SEED_DEMO/);
  });
});

describe('upload settings', () => {
  it('defaults to 10 MiB and 10 files, local storage', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ UPLOAD_MAX_BYTES: 10 * 1024 * 1024, UPLOAD_MAX_FILES: 10 });
    expect(env.S3_ENDPOINT).toBeUndefined();
  });

  it('takes S3 only whole: a missing variable is named', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.vn',
      S3_BUCKET: 'sen',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(parseEnv(s3)).toMatchObject({ ...s3, S3_REGION: 'us-east-1' });
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ UPLOAD_MAX_FILES: '0' })).toThrow(/UPLOAD_MAX_FILES/);
  });
});

describe('shouldSeedDemo', () => {
  it('seeds the embedded default only', () => {
    expect(shouldSeedDemo(parseEnv({}))).toBe(true);
    expect(shouldSeedDemo(parseEnv({ DATABASE_URL: 'postgres://localhost/sen' }))).toBe(false);
    expect(shouldSeedDemo(parseEnv({ DATABASE_URL: 'postgres://localhost/sen', SEED_DEMO: 'true' }))).toBe(
      true,
    );
  });

  it('never seeds demo data in production, even when asked', () => {
    expect(shouldSeedDemo(parseEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeedDemo(parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(false);
  });
});

describe('readTlsFiles', () => {
  const made = selfSignedCert();
  const other = selfSignedCert();
  afterAll(() => {
    for (const dir of [made.dir, other.dir]) rmSync(dir, { recursive: true, force: true });
  });
  const tlsEnv = (cert: string, key: string) => parseEnv({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });

  it('means plain HTTP without the pair, and takes the files only as a pair', () => {
    expect(readTlsFiles(parseEnv({}))).toBeUndefined();
    expect(() => parseEnv({ TLS_CERT_FILE: made.certFile })).toThrow(
      /TLS_KEY_FILE.*TLS_CERT_FILE and TLS_KEY_FILE go together/,
    );
  });

  it('reads a certificate and its key', () => {
    expect(readTlsFiles(tlsEnv(made.certFile, made.keyFile))).toEqual({ cert: made.cert, key: made.key });
  });

  it('stops the start on a missing file, a file that is not PEM, or a key of another certificate', () => {
    const missing = join(made.dir, 'none.pem');
    expect(() => readTlsFiles(tlsEnv(missing, made.keyFile))).toThrow(
      new RegExp(`^Invalid environment variable TLS_CERT_FILE="${missing}": ENOENT`),
    );
    const garbage = join(made.dir, 'garbage.pem');
    writeFileSync(garbage, 'không phải PEM');
    expect(() => readTlsFiles(tlsEnv(made.certFile, garbage))).toThrow(EnvError);
    expect(() => readTlsFiles(tlsEnv(made.certFile, other.keyFile))).toThrow(
      /^Invalid TLS_CERT_FILE \/ TLS_KEY_FILE pair: .*mismatch/,
    );
  });
});
