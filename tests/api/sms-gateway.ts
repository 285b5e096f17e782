import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the local gateway received. */
export interface GatewayRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { channel: string; to: string; text: string; brandname?: string; purpose: string };
}

/**
 * An SMS gateway on 127.0.0.1 speaking the request HttpGatewaySender documents: it records every
 * POST, answers 200 `{ id }`, or 503 for the numbers in `failing`, after `delayMs` (so that runs of
 * a broadcast really overlap).
 */
export async function startSmsGateway(delayMs = 3) {
  const received: GatewayRequest[] = [];
  const failing = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GatewayRequest['body'];
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      setTimeout(() => {
        if (failing.has(body.to)) response.writeHead(503).end('busy');
        else
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ id: `msg-${received.length}` }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    failing,
    /** How many times each number was POSTed. */
    sendsTo: () => {
      const counts = new Map<string, number>();
      for (const r of received) counts.set(r.body.to, (counts.get(r.body.to) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
