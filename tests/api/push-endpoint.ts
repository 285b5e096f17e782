import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request the fake push service received. */
export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 over HTTPS with a self-signed certificate made for the test
 * (openssl): answers 201, or the status given for a path (410 for a dropped subscription).
 */
export async function startPushService(statusOf: (path: string) => number = () => 201) {
  const dir = mkdtempSync(join(tmpdir(), 'sen-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const key = readFileSync(join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const received: PushRequest[] = [];
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusOf(path)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    /** Trusts exactly this certificate. */
    agent: new Agent({ ca: cert }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/**
 * Decrypts an aes128gcm push message body as the browser does (RFC 8291 over RFC 8188): the
 * header carries salt, record size and the server's ephemeral key; ECDH + HKDF give the key.
 */
export function decryptPushBody(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
