import { proxy } from 'valtio';
import type { Session, UserInfo } from '../../contract/api/auth.api.ts';
import { DEVICE_KEYS } from './device-keys.ts';

/**
 * The signed-in session (spec §4 Authentication). Storage is the source of truth: tokens live in
 * localStorage when remember-me is 'true', otherwise in sessionStorage, under keys prefixed by the
 * tenant ('demo.access_token'). Requests read the tokens from storage every time, so a token
 * another tab rotated (remember-me shares localStorage) is picked up instead of reusing a spent
 * refresh token, which would revoke the whole family on the server.
 */
export const session = proxy({
  /** Tenant the keys are prefixed with; '' until startup resolved it. */
  tenant: '',
  /** True when the deployment fixes the tenant (GET /api/auth/config), so the form hides it. */
  fixedTenant: false,
  signedIn: false,
  user: null as UserInfo | null,
  /** The lock screen is up: every signed-in page waits behind it until the password is given. */
  locked: false,
  /** Something to tell the user on the login page (why they were signed out). */
  notice: null as string | null,
});

export interface StoredTokens {
  access_token: string;
  refresh_token: string;
  /** ISO instant; empty when unknown. */
  expiration_date: string;
}

const TENANT_KEY = DEVICE_KEYS.tenant;
const DEVICE_KEY = DEVICE_KEYS.deviceId;
const CREDENTIAL_NAMES = ['access_token', 'refresh_token', 'expiration_date', 'user_info', 'locked'] as const;
type CredentialName = (typeof CREDENTIAL_NAMES)[number];

function key(name: string): string {
  return `${session.tenant}.${name}`;
}

/** localStorage when remember-me is 'true' (spec §4), otherwise sessionStorage. */
function chosenStorage(): Storage {
  return localStorage.getItem(key('remember_me')) === 'true' ? localStorage : sessionStorage;
}

function read(name: CredentialName): string | null {
  return session.tenant ? chosenStorage().getItem(key(name)) : null;
}

/** The tenant of the last sign-in on this device, to preselect it in the login form. */
export function lastTenant(): string {
  return localStorage.getItem(TENANT_KEY) ?? '';
}

/** Switches to `tenant` and reloads the session mirror from that tenant's keys. */
export function selectTenant(tenant: string, fixed = session.fixedTenant): void {
  session.tenant = tenant.trim().toLowerCase();
  session.fixedTenant = fixed;
  syncFromStorage();
}

/** After a successful sign-in only: a mistyped tenant must not become the next default. */
export function rememberTenant(): void {
  if (session.tenant) localStorage.setItem(TENANT_KEY, session.tenant);
}

/** Re-reads signed-in, lock and cached user from storage (startup, and when another tab writes). */
export function syncFromStorage(): void {
  session.signedIn = Boolean(read('access_token'));
  session.locked = session.signedIn && read('locked') === 'true';
  if (!session.signedIn) {
    session.user = null;
    return;
  }
  if (!session.user) session.user = cachedUser();
}

export function rememberMe(): boolean {
  return Boolean(session.tenant) && localStorage.getItem(key('remember_me')) === 'true';
}

export function readTokens(): StoredTokens | null {
  const access = read('access_token');
  const refresh = read('refresh_token');
  if (!access || !refresh) return null;
  return { access_token: access, refresh_token: refresh, expiration_date: read('expiration_date') ?? '' };
}

/** Expired when expiration_date is before now (spec §4); an unreadable date counts as expired. */
export function isExpired(tokens: StoredTokens | null = readTokens(), now = Date.now()): boolean {
  if (!tokens) return false;
  const expires = Date.parse(tokens.expiration_date);
  return Number.isNaN(expires) || expires < now;
}

/** Stores a new token pair; `remember` (given at login) also moves the session to its storage. */
export function saveTokens(tokens: Session, remember?: boolean): void {
  if (remember !== undefined) {
    clearStorage(localStorage);
    clearStorage(sessionStorage);
    localStorage.setItem(key('remember_me'), String(remember));
  }
  const storage = chosenStorage();
  storage.setItem(key('access_token'), tokens.access_token);
  storage.setItem(key('refresh_token'), tokens.refresh_token);
  storage.setItem(key('expiration_date'), tokens.expiration_date);
  session.signedIn = true;
  session.notice = null;
}

export function saveUser(user: UserInfo): void {
  session.user = user;
  // Kept beside the tokens so a signed-in device can still open the app offline.
  if (session.signedIn) chosenStorage().setItem(key('user_info'), JSON.stringify(user));
}

function cachedUser(): UserInfo | null {
  const text = read('user_info');
  if (!text) return null;
  try {
    return JSON.parse(text) as UserInfo;
  } catch {
    return null;
  }
}

function clearStorage(storage: Storage): void {
  for (const name of CREDENTIAL_NAMES) storage.removeItem(key(name));
  const copies = key('copy.');
  for (const name of Object.keys(storage)) if (name.startsWith(copies)) storage.removeItem(name);
}

/**
 * Keeps the last answer of a session list (branches, commands…) beside the tokens, so a signed-in
 * device opens offline; it goes away with the credentials.
 */
export function saveCopy(name: string, value: unknown): void {
  if (session.signedIn) chosenStorage().setItem(key(`copy.${name}`), JSON.stringify(value));
}

export function readCopy(name: string): unknown {
  const text = session.signedIn ? chosenStorage().getItem(key(`copy.${name}`)) : null;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Login failure, refresh failure and logout all end here (spec §4). */
export function deleteCredentials(notice: string | null = null): void {
  if (session.tenant) {
    clearStorage(localStorage);
    clearStorage(sessionStorage);
  }
  session.signedIn = false;
  session.locked = false;
  session.user = null;
  session.notice = notice;
}

export function setLocked(locked: boolean): void {
  if (!session.signedIn) return;
  if (locked) chosenStorage().setItem(key('locked'), 'true');
  else chosenStorage().removeItem(key('locked'));
  session.locked = locked;
}

/** A random id made once per device and kept (sent as Device-Id with every request). */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/**
 * Another tab signed in, out, locked or rotated the tokens of this tenant: follow it, and call
 * `changed` when signed-in or locked flipped (the app then re-runs its route guard).
 */
export function followOtherTabs(changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!session.tenant || !event.key?.startsWith(`${session.tenant}.`)) return;
    const before = `${session.signedIn}/${session.locked}`;
    if (event.key === key('user_info')) session.user = cachedUser();
    syncFromStorage();
    if (`${session.signedIn}/${session.locked}` !== before) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
