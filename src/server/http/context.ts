import type { Locale } from '../i18n.ts';

/** Values middleware puts on the request context for handlers. */
export interface AppEnv {
  Variables: {
    locale: Locale;
    /** The parsed JSON body of a write, set by jsonBody() before any handler runs. */
    body: unknown;
  };
}
