import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { serve } from '@hono/node-server';

type Fetch = Parameters<typeof serve>[0]['fetch'];

/** A certificate and its key, PEM: given, the server speaks HTTPS. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

export interface Listening {
  /** Either kind emits 'upgrade' for HTTP/1.1 WebSocket handshakes (the hub's). */
  server: Server | Http2SecureServer;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), then closes every connection. */
  close(timeoutMs: number): Promise<void>;
}

/**
 * Plain HTTP/1.1, or — given a certificate — HTTPS speaking HTTP/2 to browsers and HTTP/1.1 to
 * the rest (and to WebSocket handshakes, which browsers send over HTTP/1.1). HTTP/2 matters on a
 * clinic's slow link: a first visit asks for ≈ 30 files, and HTTP/1.1's six connections per
 * origin make them queue.
 */
export async function listen(
  fetch: Fetch,
  port: number,
  hostname: string,
  tls?: TlsFiles,
): Promise<Listening> {
  const server = tls
    ? serve({
        fetch,
        port,
        hostname,
        createServer: createSecureServer,
        serverOptions: { ...tls, allowHTTP1: true },
      })
    : serve({ fetch, port, hostname });
  await new Promise<void>((resolveListen, reject) => {
    server.once('listening', resolveListen).once('error', reject);
  });
  const { port: bound } = server.address() as AddressInfo;
  const host = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  const url = `${tls ? 'https' : 'http'}://${host}:${bound}`;
  if (!tls) {
    const plain = server as Server;
    return { server: plain, url, close: (timeoutMs) => closePlain(plain, timeoutMs) };
  }
  const secure = server as Http2SecureServer;
  return { server: secure, url, close: closeSecureGracefully(secure) };
}

async function closePlain(server: Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  // Keep-alive connections become idle as their last request finishes: close them as they do,
  // rather than waiting out the keep-alive timeout.
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
  await closed;
  clearInterval(sweeper);
  clearTimeout(timer);
}

/**
 * On close Node sends each HTTP/2 session GOAWAY (it ends with its last stream) and closes idle
 * HTTP/1.1 sockets; an HTTP/1.1 socket busy at that moment would stay open on keep-alive, so it
 * is ended as its last request finishes. The timeout cuts whatever is left.
 */
function closeSecureGracefully(server: Http2SecureServer): Listening['close'] {
  const sockets = new Set<TLSSocket>();
  const http1InFlight = new Map<TLSSocket, number>();
  let closing = false;
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      http1InFlight.delete(socket);
    });
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.httpVersionMajor !== 1) return;
    const socket = request.socket as TLSSocket;
    http1InFlight.set(socket, (http1InFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (http1InFlight.get(socket) ?? 1) - 1;
      http1InFlight.set(socket, left);
      if (closing && left === 0) socket.end();
    });
  });
  return async (timeoutMs) => {
    closing = true;
    const closed = new Promise<void>((done) => server.close(() => done()));
    const timer = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, timeoutMs);
    await closed;
    clearTimeout(timer);
  };
}
