import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Db } from '../db/client.ts';
import { authenticateHubToken, type HubIdentity, identityStatus, tokenOf } from './hub-auth.ts';
import { HubConnection, type HubMethods } from './hub-connection.ts';
import { invocationFrame } from './protocol.ts';

export const HUB_PATH = '/api/hubs/notification';

/** A server→client call for some users of a tenant (all of them when `users` is null). */
export interface HubDelivery {
  tenantId: string;
  users: string[] | null;
  target: string;
  args: unknown[];
}

export interface HubOptions {
  db: Db;
  jwtKey: Uint8Array;
  defaultTenant?: string | undefined;
  methods?: HubMethods;
  /** Server pings (default 15 s, under the client's 30 s server timeout). */
  pingIntervalMs?: number;
  /** How often open connections are checked against their session (default 30 s). */
  recheckIntervalMs?: number;
}

/** A connection token is good for one WebSocket, opened within a minute of negotiate. */
const NEGOTIATED_TTL_MS = 60_000;

/**
 * The notification hub: negotiate, WebSocket upgrade, and delivery to the connections of this
 * process grouped per user and per tenant. Fan-out between processes is the bus's (bus.ts).
 */
export class NotificationHub {
  private readonly negotiated = new Map<
    string,
    { identity: HubIdentity; connectionId: string; at: number }
  >();
  private readonly connections = new Set<HubConnection>();
  /** Connections per tenant and user name: a delivery to a user touches only theirs. */
  private readonly byUser = new Map<string, Set<HubConnection>>();
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly recheck: NodeJS.Timeout;
  /** Client-invocable methods; modules add theirs (Realtime.addMethods). */
  readonly methods: HubMethods;

  constructor(private readonly options: HubOptions) {
    this.methods = { ...options.methods };
    this.recheck = setInterval(() => void this.revalidate(), options.recheckIntervalMs ?? 30_000);
    this.recheck.unref();
  }

  /** POST …/negotiate: the same sign-in checks as HTTP; answers the WebSockets transport only. */
  async negotiate(
    authorization: string | undefined,
    query: URLSearchParams,
    tenantHeader: string | undefined,
  ) {
    const tenantHint = (tenantHeader || query.get('tenant') || this.options.defaultTenant)
      ?.trim()
      .toLowerCase();
    const auth = await authenticateHubToken(
      this.options.db,
      this.options.jwtKey,
      tokenOf(authorization, query),
      tenantHint,
    );
    if (!auth.ok) return auth;
    this.forgetStaleNegotiations();
    const connectionId = randomBytes(16).toString('base64url');
    const connectionToken = randomBytes(24).toString('base64url');
    this.negotiated.set(connectionToken, { identity: auth.identity, connectionId, at: Date.now() });
    return {
      ok: true as const,
      body: {
        negotiateVersion: 1,
        connectionId,
        connectionToken,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      },
    };
  }

  /** Serves the hub's WebSocket upgrades on this HTTP server; other upgrade paths are refused. */
  attach(server: Server | Http2SecureServer): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.upgrade(request, socket, head).catch(() => refuse(socket, 500));
    });
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://hub');
    if (url.pathname !== HUB_PATH) return refuse(socket, 404);
    const negotiated = this.negotiated.get(url.searchParams.get('id') ?? '');
    if (!negotiated || Date.now() - negotiated.at > NEGOTIATED_TTL_MS) return refuse(socket, 404);
    this.negotiated.delete(url.searchParams.get('id') ?? '');
    // The token is checked again: the connection must belong to the session that negotiated.
    const token = tokenOf(request.headers.authorization, url.searchParams);
    const auth = await authenticateHubToken(
      this.options.db,
      this.options.jwtKey,
      token,
      negotiated.identity.tenantId,
    );
    if (!auth.ok || auth.identity.claims.sid !== negotiated.identity.claims.sid) return refuse(socket, 401);
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new HubConnection(
        negotiated.connectionId,
        auth.identity,
        ws,
        this.methods,
        this.options.pingIntervalMs ?? 15_000,
        (gone) => this.forget(gone),
      );
      this.connections.add(connection);
      const key = userKey(auth.identity.tenantId, auth.identity.user.user_name);
      this.byUser.set(key, (this.byUser.get(key) ?? new Set()).add(connection));
    });
  }

  /** Sends to this process's connections of the delivery's users (or the whole tenant). */
  deliver(delivery: HubDelivery): number {
    const text = invocationFrame(delivery.target, delivery.args);
    const targets = delivery.users
      ? delivery.users.flatMap((name) => [...(this.byUser.get(userKey(delivery.tenantId, name)) ?? [])])
      : [...this.connections].filter((c) => c.identity.tenantId === delivery.tenantId);
    let sent = 0;
    for (const connection of targets) {
      if (!connection.ready) continue;
      connection.send(text);
      sent++;
    }
    return sent;
  }

  /** Closes connections whose token expired (the client reconnects with a fresh one) or whose session ended. */
  async revalidate(now = Date.now()): Promise<void> {
    for (const connection of [...this.connections]) {
      const status = await identityStatus(this.options.db, connection.identity, now).catch(
        () => 'ok' as const,
      );
      if (status === 'expired') connection.close('Unauthorized: the access token expired.', true);
      if (status === 'revoked') connection.close('Unauthorized: the session has ended.', false);
    }
  }

  /** Open, handshaken connections of a user on this process (the online list, tests). */
  connectionsOf(tenantId: string, userName: string): number {
    return [...(this.byUser.get(userKey(tenantId, userName)) ?? [])].filter((c) => c.ready).length;
  }

  /** Cuts every socket without a close message, as a network loss would. */
  dropAll(): void {
    for (const connection of this.connections) connection.terminate();
  }

  /** Shutdown: tells every client to reconnect (to another process) and stops the timers. */
  close(): void {
    clearInterval(this.recheck);
    for (const connection of this.connections) connection.close(undefined, true);
    this.connections.clear();
    this.byUser.clear();
    this.wss.close();
  }

  private forget(connection: HubConnection): void {
    this.connections.delete(connection);
    const key = userKey(connection.identity.tenantId, connection.identity.user.user_name);
    const mine = this.byUser.get(key);
    mine?.delete(connection);
    if (mine?.size === 0) this.byUser.delete(key);
  }

  private forgetStaleNegotiations(): void {
    const now = Date.now();
    for (const [token, entry] of this.negotiated)
      if (now - entry.at > NEGOTIATED_TTL_MS) this.negotiated.delete(token);
  }
}

function userKey(tenantId: string, userName: string): string {
  return `${tenantId}\n${userName}`;
}

function refuse(socket: Duplex, status: 401 | 404 | 500): void {
  const text = { 401: 'Unauthorized', 404: 'Not Found', 500: 'Internal Server Error' }[status];
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
