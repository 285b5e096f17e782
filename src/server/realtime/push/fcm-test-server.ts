import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For the FCM contract tests: a service account key pair and a local HTTP server standing in for
 * Google's endpoints (oauth2, fcm, iid), so both tests speak the documented exchange for real.
 */
export const serviceAccountKeys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body: a form for the token endpoint, JSON elsewhere. */
  text: string;
}

export interface FakeGoogle {
  origin: string;
  close(): Promise<void>;
}

/** Serves each request with `answer`'s status and JSON body, on a free local port. */
export async function startFakeGoogle(
  answer: (request: FakeRequest) => { status: number; body: unknown },
): Promise<FakeGoogle> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const { status, body } = answer({ path: request.url ?? '', headers: request.headers, text });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
