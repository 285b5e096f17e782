import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECT_TIMEOUT_MS,
  type HubConnectionLike,
  type HubEnvironment,
  keepHubConnected,
  RECONNECT_MS,
  reconnectPolicy,
} from './hub-client.ts';

/** A connection whose start() answers as each test says: resolve, reject, or hang. */
class FakeConnection implements HubConnectionLike {
  starts = 0;
  stops = 0;
  outcome: 'ok' | 'fail' | 'hang' | 'unauthorized' = 'ok';
  closeHandlers: ((error?: Error) => void)[] = [];
  reconnected: (() => void)[] = [];
  on() {}
  onreconnecting() {}
  onreconnected(callback: () => void) {
    this.reconnected.push(callback);
  }
  onclose(callback: (error?: Error) => void) {
    this.closeHandlers.push(callback);
  }
  start() {
    this.starts++;
    if (this.outcome === 'ok') return Promise.resolve();
    if (this.outcome === 'hang') return new Promise<void>(() => {});
    const error = Object.assign(
      new Error('refused'),
      this.outcome === 'unauthorized' ? { statusCode: 401 } : {},
    );
    return Promise.reject(error);
  }
  stop() {
    this.stops++;
    return Promise.resolve();
  }
}

function setup(outcome: FakeConnection['outcome']) {
  const connection = new FakeConnection();
  connection.outcome = outcome;
  const state = { signedIn: true, live: false, connects: 0, unauthorized: 0 };
  const env: HubEnvironment = {
    build: async () => connection,
    isSignedIn: () => state.signedIn,
    unauthorized: () => void state.unauthorized++,
    onLive: (live) => {
      state.live = live;
    },
    onConnected: () => void state.connects++,
  };
  const stop = keepHubConnected(env, () => {});
  return { connection, state, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('keepHubConnected', () => {
  it('connects once and reports the connection live', async () => {
    const { connection, state } = setup('ok');
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(1);
    expect(state).toMatchObject({ live: true, connects: 1 });
  });

  it('retries a failed start every 10 s while signed in', async () => {
    const { connection, state } = setup('fail');
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS - 1);
    expect(connection.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.starts).toBe(2);
    connection.outcome = 'ok';
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(connection.starts).toBe(3);
    expect(state.live).toBe(true);
  });

  it('gives up an attempt that hangs after 5 s, then tries again 10 s later', async () => {
    const { connection, state } = setup('hang');
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(connection.stops).toBe(1);
    expect(state.live).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(connection.starts).toBe(2);
  });

  it('asks for a fresh token when the hub answers 401', async () => {
    const { state } = setup('unauthorized');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.unauthorized).toBe(1);
  });

  it('starts again after a close, and never once signed out', async () => {
    const { connection, state } = setup('ok');
    await vi.advanceTimersByTimeAsync(0);
    for (const close of connection.closeHandlers) close(new Error('dropped for good'));
    expect(state.live).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(connection.starts).toBe(2);
    state.signedIn = false;
    for (const close of connection.closeHandlers) close();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 3);
    expect(connection.starts).toBe(2);
  });

  it('stops the connection and every retry on sign-out', async () => {
    const { connection, stop } = setup('fail');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(connection.stops).toBe(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 3);
    expect(connection.starts).toBe(1);
  });

  it('refetches after an automatic reconnect', async () => {
    const { connection, state } = setup('ok');
    await vi.advanceTimersByTimeAsync(0);
    for (const reconnected of connection.reconnected) reconnected();
    expect(state.connects).toBe(2);
  });
});

describe('reconnectPolicy', () => {
  const context = (retryReason: Error) => ({
    previousRetryCount: 3,
    elapsedMilliseconds: 90_000,
    retryReason,
  });

  it('waits 10 s between tries, forever, while signed in; stops once signed out', () => {
    let signedIn = true;
    let unauthorized = 0;
    const policy = reconnectPolicy({ isSignedIn: () => signedIn, unauthorized: () => void unauthorized++ });
    expect(policy.nextRetryDelayInMilliseconds(context(new Error('1006')))).toBe(RECONNECT_MS);
    expect(
      policy.nextRetryDelayInMilliseconds(context(Object.assign(new Error('401'), { statusCode: 401 }))),
    ).toBe(RECONNECT_MS);
    expect(unauthorized).toBe(1);
    signedIn = false;
    expect(policy.nextRetryDelayInMilliseconds(context(new Error('1006')))).toBeNull();
  });
});
