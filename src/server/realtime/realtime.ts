import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Db } from '../db/client.ts';
import { type FanoutBus, localBus, openBus } from './bus.ts';
import { type HubDelivery, NotificationHub } from './hub.ts';
import type { HubMethods } from './hub-connection.ts';
import type { PushProvider } from './push/push-provider.ts';

/** Push services of a tenant: Web Push always, FCM when configured. */
export interface PushProviders {
  webpush: PushProvider;
  fcm?: PushProvider | undefined;
}

export interface RealtimeOptions {
  db: Db;
  jwtKey: Uint8Array;
  defaultTenant?: string | undefined;
  /** Picks the push services by tenant (the `Tenant` of the request or of the job). */
  pushProviders: (tenantId: string) => Promise<PushProviders>;
  pingIntervalMs?: number;
  recheckIntervalMs?: number;
}

/** A NOTIFY payload is at most 8000 bytes: deliveries travel in batches under this size. */
const BATCH_BYTES = 7000;

/**
 * The hub of this process, the bus to the others and the push services: one per server process.
 * Starts with the in-process bus; connectBus() switches to PostgreSQL or Redis at start-up.
 */
export class Realtime {
  readonly hub: NotificationHub;
  private bus: FanoutBus;

  constructor(readonly options: RealtimeOptions) {
    this.hub = new NotificationHub({
      db: options.db,
      jwtKey: options.jwtKey,
      defaultTenant: options.defaultTenant,
      methods: {},
      pingIntervalMs: options.pingIntervalMs,
      recheckIntervalMs: options.recheckIntervalMs,
    });
    this.bus = localBus((batch) => this.receive(batch));
  }

  get busKind(): FanoutBus['kind'] {
    return this.bus.kind;
  }

  /** Client-invocable hub methods, added by the modules that own them. */
  addMethods(methods: HubMethods): void {
    Object.assign(this.hub.methods, methods);
  }

  /** Opens Redis (REDIS_URL) or LISTEN/NOTIFY (DATABASE_URL) for fan-out between processes. */
  async connectBus(config: {
    redisUrl?: string | undefined;
    databaseUrl?: string | undefined;
  }): Promise<void> {
    const bus = await openBus(config, (batch) => this.receive(batch));
    await this.bus.close();
    this.bus = bus;
  }

  /** Delivers on every process, in batches that fit one bus message. */
  async publish(deliveries: readonly HubDelivery[]): Promise<void> {
    for (const batch of batches(deliveries)) await this.bus.publish(batch);
  }

  attach(server: Server | Http2SecureServer): void {
    this.hub.attach(server);
  }

  async close(): Promise<void> {
    this.hub.close();
    await this.bus.close();
  }

  private receive(batch: HubDelivery[]): void {
    for (const delivery of batch) this.hub.deliver(delivery);
  }
}

function* batches(deliveries: readonly HubDelivery[]): Generator<HubDelivery[]> {
  let batch: HubDelivery[] = [];
  let size = 0;
  for (const delivery of deliveries) {
    const bytes = Buffer.byteLength(JSON.stringify(delivery));
    if (batch.length > 0 && size + bytes > BATCH_BYTES) {
      yield batch;
      batch = [];
      size = 0;
    }
    batch.push(delivery);
    size += bytes;
  }
  if (batch.length > 0) yield batch;
}
