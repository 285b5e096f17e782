import { startSen } from './sen-server.ts';

/**
 * Starts the real server for the browser tests and hands its URL to them through
 * SEN_E2E_BASE_URL. The returned function is Playwright's teardown.
 */
// biome-ignore lint/style/noDefaultExport: Playwright loads globalSetup through its default export.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const sen = await startSen();
  process.env.SEN_E2E_BASE_URL = sen.url;
  return sen.stop;
}
