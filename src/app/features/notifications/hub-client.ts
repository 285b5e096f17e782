import type { IRetryPolicy, RetryContext } from '@microsoft/signalr';

/** Spec §7 Real time: give up a connection attempt after 5 s, try again every 10 s. */
export const CONNECT_TIMEOUT_MS = 5_000;
export const RECONNECT_MS = 10_000;

/** The part of @microsoft/signalr's HubConnection the app uses (a fake stands in for it in tests). */
export interface HubConnectionLike {
  on(method: string, handler: (...args: unknown[]) => void): void;
  onreconnecting(callback: () => void): void;
  onreconnected(callback: () => void): void;
  onclose(callback: (error?: Error) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface HubEnvironment {
  /** Builds the connection (loading the client code on first use) with this reconnect policy. */
  build(policy: IRetryPolicy): Promise<HubConnectionLike>;
  /** Still signed in: while it holds the hub keeps reconnecting, forever. */
  isSignedIn(): boolean;
  /** The server refused the token (401): renew it before the next try. */
  unauthorized(): void;
  /** Whether the connection is up (for the bell's "live" mark and tests). */
  onLive?(live: boolean): void;
  /** Connected again (first time or after a drop): the caller refetches what it may have missed. */
  onConnected?(): void;
  setTimer?(run: () => void, ms: number): () => void;
}

/** Every 10 s while signed in; null (stop) once signed out. A refused token is renewed first. */
export function reconnectPolicy(env: Pick<HubEnvironment, 'isSignedIn' | 'unauthorized'>): IRetryPolicy {
  return {
    nextRetryDelayInMilliseconds(context: RetryContext) {
      if (!env.isSignedIn()) return null;
      if (statusOf(context.retryReason) === 401) env.unauthorized();
      return RECONNECT_MS;
    },
  };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

class ConnectTimeout extends Error {
  constructor() {
    super(`No hub connection within ${CONNECT_TIMEOUT_MS} ms`);
  }
}

function withTimeout(work: Promise<void>, ms: number, setTimer: NonNullable<HubEnvironment['setTimer']>) {
  return new Promise<void>((resolve, reject) => {
    const cancel = setTimer(() => reject(new ConnectTimeout()), ms);
    work.then(
      () => {
        cancel();
        resolve();
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * Keeps one hub connection up while the user is signed in: the first start (and a start after the
 * client gave up or the server closed for good) is retried every 10 s here, drops in between are
 * the client's automatic reconnect with the same pace. Returns the stop function (sign-out).
 */
export function keepHubConnected(
  env: HubEnvironment,
  subscribe: (connection: HubConnectionLike) => void,
): () => void {
  const setTimer = env.setTimer ?? defaultTimer;
  let stopped = false;
  let cancelRetry: (() => void) | null = null;
  let connection: HubConnectionLike | null = null;

  const retryLater = () => {
    cancelRetry?.();
    cancelRetry = stopped ? null : setTimer(() => void attempt(), RECONNECT_MS);
  };
  const connected = () => {
    env.onLive?.(true);
    env.onConnected?.();
  };

  const attempt = async () => {
    cancelRetry = null;
    if (stopped || !env.isSignedIn()) return;
    try {
      if (!connection) {
        connection = await env.build(reconnectPolicy(env));
        subscribe(connection);
        connection.onreconnecting(() => env.onLive?.(false));
        connection.onreconnected(connected);
        connection.onclose(() => {
          env.onLive?.(false);
          retryLater();
        });
      }
      await withTimeout(connection.start(), CONNECT_TIMEOUT_MS, setTimer);
      if (stopped) return void connection.stop();
      connected();
    } catch (error) {
      if (stopped) return;
      console.warn('[hub] could not connect; trying again in 10 s', error);
      if (statusOf(error) === 401) env.unauthorized();
      // A start cut by the timeout is still running: stop it, which also ends in onclose.
      if (error instanceof ConnectTimeout) await connection?.stop().catch(() => undefined);
      retryLater();
    }
  };

  void attempt();
  return () => {
    stopped = true;
    cancelRetry?.();
    cancelRetry = null;
    env.onLive?.(false);
    void connection?.stop().catch(() => undefined);
  };
}
