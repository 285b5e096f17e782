import { saveTokens, selectTenant } from '../state/session.ts';

/** A browser with nothing kept, signed in to the demo tenant with a token that never expires. */
export function signInToDemo(): void {
  localStorage.clear();
  selectTenant('demo', false);
  saveTokens({ access_token: 'tok', refresh_token: 'r', expiration_date: '2999-01-01T00:00:00.000Z' }, false);
}
