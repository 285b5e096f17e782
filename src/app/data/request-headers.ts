import { i18n } from '../i18n/i18n.ts';
import { branchsHeader } from '../state/branch.ts';
import { deviceId, session } from '../state/session.ts';

/** Header values must be Latin-1; a user name outside it travels percent-encoded. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

/** Spec §7 headers: Authorization, Tenant, Branchs, Device-Id, User-Name, plus the language. */
export function requestHeaders(
  token: string | null,
  json: boolean,
  tenant: string = session.tenant,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server answers messages (and menu titles) in the language the user reads the app in.
    'Accept-Language': i18n.locale || 'vi',
    'Device-Id': deviceId(),
  };
  if (json) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (tenant) headers.Tenant = tenant;
  const branchs = branchsHeader();
  if (branchs) headers.Branchs = branchs;
  const userName = session.user?.user_name;
  if (userName) headers['User-Name'] = headerSafe(userName);
  return headers;
}
