import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The real @microsoft/signalr client, as the app builds it, with quick reconnects for tests. */
export function hubClient(baseUrl: string, token: () => string, tenant = 'demo'): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${baseUrl}/api/hubs/notification`, {
      accessTokenFactory: token,
      headers: { Tenant: tenant },
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect([0, 100, 300, 1000])
    .configureLogging(LogLevel.None)
    .build();
}
