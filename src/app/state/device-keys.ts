/**
 * Spec §9: "Storage keys are prefixed by the tenant". Everything a tenant's users keep in the
 * browser is (`demo.access_token`, `demo.branchs`, `demo.starred_pages.<user>` …). These few keys
 * are the device's own and stay global on purpose: they are read before any tenant is known (the
 * login page shows the last tenant, its theme and language, and asks auth/config), or they name
 * the device itself (Device-Id is one per browser, whatever tenant signs in).
 * `device-keys.test.ts` fails on any other key not built from the tenant.
 */
export const DEVICE_KEYS = {
  /** The tenant of the last sign-in, to preselect it on the login page. */
  tenant: 'sen.tenant',
  /** This browser's Device-Id header. */
  deviceId: 'sen.device_id',
  /** The last GET auth/config (fixed tenant, self-registration), for opening offline. */
  authConfig: 'sen.auth_config',
  /** Light, dark or semi-dark: a preference of the screen, shown before sign-in. */
  theme: 'sen.theme',
  /** Vietnamese or English: a preference of the person at the device, shown before sign-in. */
  locale: 'sen.locale',
  /** Horizontal or vertical menu: a preference of the screen, like the theme. */
  layout: 'sen.layout',
  /** The embedded (webview) layout for this visit (sessionStorage), set by the address. */
  webview: 'sen.webview',
  /** Tokens the address arrived with (sessionStorage), until startup knows the tenant to sign in to. */
  arrivedTokens: 'sen.arrived_tokens',
  /** One reload after a page chunk failed to load (sessionStorage), so there is never a loop. */
  chunkReload: 'sen.chunk_reload',
} as const;
