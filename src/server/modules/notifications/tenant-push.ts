import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { fcmProvider, type ServiceAccount, serviceAccountSchema } from '../../realtime/push/fcm-provider.ts';
import type { PushProvider } from '../../realtime/push/push-provider.ts';
import type { PushProviders } from '../../realtime/realtime.ts';
import { loadSetting } from '../system/setting-store.ts';

export interface TenantPushOptions {
  db: Db;
  webpush: PushProvider;
  /** The install's FCM (FCM_SERVICE_ACCOUNT), used by tenants without their own account. */
  installFcm?: PushProvider | undefined;
  /** FCM API origin and the app's public address, for the tenants' own accounts. */
  fcmApiUrl?: string | undefined;
  fcmIidUrl?: string | undefined;
  publicUrl?: string | undefined;
}

/**
 * The push services of a tenant (spec §6: the Tenant header picks the tenant's push settings):
 * the tenant's own Firebase account (setting push_fcm_service_account) when it has one, else the
 * install's FCM when configured; Web Push always, with the install's VAPID keys. A tenant's FCM
 * provider is kept while its key text is unchanged (its OAuth token is cached inside).
 */
export function tenantPushProviders(options: TenantPushOptions) {
  const own = new Map<string, { text: string; provider: PushProvider }>();
  return async (tenantId: string): Promise<PushProviders> => {
    const text = await withTenant(options.db, tenantId, (tx) => loadSetting(tx, 'push_fcm_service_account'));
    if (!text.trim()) return { webpush: options.webpush, fcm: options.installFcm };
    const known = own.get(tenantId);
    if (known?.text === text) return { webpush: options.webpush, fcm: known.provider };
    const account = parseAccount(text);
    if (!account) {
      console.warn(
        `[push] ${tenantId}: push_fcm_service_account is not a service-account key; using the install's push`,
      );
      return { webpush: options.webpush, fcm: options.installFcm };
    }
    const provider = fcmProvider({
      account,
      apiUrl: options.fcmApiUrl,
      iidUrl: options.fcmIidUrl,
      publicUrl: options.publicUrl,
    });
    own.set(tenantId, { text, provider });
    return { webpush: options.webpush, fcm: provider };
  };
}

function parseAccount(text: string): ServiceAccount | null {
  try {
    const parsed = serviceAccountSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
