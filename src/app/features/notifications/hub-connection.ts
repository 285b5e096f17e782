import type { IRetryPolicy } from '@microsoft/signalr';
import { currentAccessToken, tokenAfterUnauthorized } from '../../data/token-refresh.ts';
import { session } from '../../state/session.ts';
import { CONNECT_TIMEOUT_MS, type HubConnectionLike, type HubEnvironment } from './hub-client.ts';

const HUB_PATH = '/api/hubs/notification';

/** The token handed to the hub last: a 401 renews exactly that one (shared with every request). */
let lastToken: string | null = null;

/**
 * The access token of the session in use, read from the storage remember-me chose each time the
 * client asks (every negotiate, so a reconnect uses a token refreshed meanwhile; an expired one
 * is renewed first).
 */
async function accessToken(): Promise<string> {
  const token = await currentAccessToken();
  if (!token) throw new Error('Signed out');
  lastToken = token;
  return token;
}

/**
 * The real @microsoft/signalr client, imported on first use so the first screen does not carry it
 * (its own chunk). WebSockets only, as the hub speaks; the tenant travels in the query because a
 * browser WebSocket cannot carry headers.
 */
async function build(policy: IRetryPolicy): Promise<HubConnectionLike> {
  const signalR = await import('@microsoft/signalr');
  return (
    new signalR.HubConnectionBuilder()
      .withUrl(`${HUB_PATH}?tenant=${encodeURIComponent(session.tenant)}`, {
        accessTokenFactory: accessToken,
        transport: signalR.HttpTransportType.WebSockets,
        timeout: CONNECT_TIMEOUT_MS,
      })
      .withAutomaticReconnect(policy)
      // Failures are reported once by the caller (hub-client.ts); the client's own log would repeat
      // them every 10 s while offline.
      .configureLogging(signalR.LogLevel.Critical)
      .build()
  );
}

/** The browser's hub environment: the session decides, the token refresh is the app's one. */
export function browserHubEnvironment(extra: Pick<HubEnvironment, 'onLive' | 'onConnected'>): HubEnvironment {
  return {
    ...extra,
    build,
    isSignedIn: () => session.signedIn,
    unauthorized: () => {
      if (lastToken) void tokenAfterUnauthorized(lastToken).catch(() => undefined);
    },
  };
}
