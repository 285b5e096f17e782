import { rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { type ClientHttp2Session, connect } from 'node:http2';
import { Agent, request } from 'node:https';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { selfSignedCert } from '../../../tests/fixtures/self-signed-cert.mjs';
import { type Listening, listen } from './listen.ts';

const certificate = selfSignedCert();
afterAll(() => rmSync(certificate.dir, { recursive: true, force: true }));
const tls = { cert: certificate.cert, key: certificate.key };

/** Answers with the HTTP version the request came in; `/slow` waits for `release()`. */
function versionHandler() {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const fetch = async (req: Request, env: { incoming: { httpVersion: string } }) => {
    if (new URL(req.url).pathname === '/slow') await released;
    return Response.json({ version: env.incoming.httpVersion });
  };
  return { fetch, release };
}

function h2Get(session: ClientHttp2Session, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8').on('data', (chunk) => (body += chunk));
    stream.on('end', () => resolve({ status, body })).on('error', reject);
  });
}

function https1Get(url: string, agent?: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { ca: certificate.cert, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

describe('listen', () => {
  const open: Listening[] = [];
  afterAll(async () => {
    for (const listening of open) await listening.close(100);
  });
  const start = async (fetch: ReturnType<typeof versionHandler>['fetch'], withTls: boolean) => {
    const listening = await listen(fetch, 0, '127.0.0.1', withTls ? tls : undefined);
    open.push(listening);
    return listening;
  };

  it('serves plain HTTP/1.1 without a certificate', async () => {
    const listening = await start(versionHandler().fetch, false);
    expect(listening.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${listening.url}/`)).json()).toEqual({ version: '1.1' });
  });

  it('speaks HTTP/2 over TLS with a certificate, and HTTP/1.1 to clients without HTTP/2', async () => {
    const listening = await start(versionHandler().fetch, true);
    expect(listening.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(listening.url, { ca: certificate.cert });
    expect(await h2Get(session, '/')).toEqual({ status: 200, body: '{"version":"2.0"}' });
    session.close();
    expect(JSON.parse(await https1Get(`${listening.url}/`))).toEqual({ version: '1.1' });
  });

  it('hands HTTP/1.1 WebSocket handshakes over TLS to the upgrade listeners (the hub)', async () => {
    const listening = await start(versionHandler().fetch, true);
    listening.server.on('upgrade', (req: IncomingMessage, socket) => {
      socket.end(`HTTP/1.1 403 Forbidden\r\nX-Path: ${req.url}\r\nContent-Length: 0\r\n\r\n`);
    });
    const ws = new WebSocket(`${listening.url.replace('https', 'wss')}/hub?id=1`, { ca: certificate.cert });
    const refused = await new Promise<IncomingMessage>((resolve) =>
      ws.once('unexpected-response', (_, r) => resolve(r)),
    );
    expect([refused.statusCode, refused.headers['x-path']]).toEqual([403, '/hub?id=1']);
  });

  it('on close finishes the requests in flight, refuses new connections, and is not held by idle ones', async () => {
    const handler = versionHandler();
    const listening = await start(handler.fetch, true);
    const keepAlive = new Agent({ keepAlive: true, ca: certificate.cert });
    await https1Get(`${listening.url}/`, keepAlive); // an idle HTTP/1.1 socket
    const idleSession = connect(listening.url, { ca: certificate.cert });
    await h2Get(idleSession, '/'); // an idle HTTP/2 session
    const session = connect(listening.url, { ca: certificate.cert });
    const slowH2 = h2Get(session, '/slow');
    const slowHttp1 = https1Get(`${listening.url}/slow`, keepAlive);
    await new Promise((r) => setTimeout(r, 50));
    // A minute's timeout: a connection holding the close would outlast the test's 5 s.
    const closed = listening.close(60_000);
    await new Promise((r) => setTimeout(r, 50));
    await expect(https1Get(`${listening.url}/`)).rejects.toThrow(/ECONNREFUSED/);
    handler.release();
    expect(await slowH2).toEqual({ status: 200, body: '{"version":"2.0"}' });
    expect(JSON.parse(await slowHttp1)).toEqual({ version: '1.1' });
    await closed;
    keepAlive.destroy();
  });
});
