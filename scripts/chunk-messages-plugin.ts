import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/** The global queue each chunk's messages are pushed on; src/app/i18n/i18n.ts drains it. */
export const MESSAGES_QUEUE = '__senMessages';

/**
 * A built message reads `{id:"k1Cp98"}`: the Lingui macro leaves the id and, in production, drops
 * the Vietnamese text (it lives in the catalogue).
 */
const MESSAGE_ID = /\bid:\s*"([\w+/=.-]+)"/g;

/** `locale`'s catalogue, compiled as Lingui's Vite plugin compiles it: id → compiled message. */
export async function compiledCatalogue(locale: string): Promise<Record<string, unknown>> {
  const config = getConfig();
  const catalogs = await getCatalogs(config);
  const messages: Record<string, string> = {};
  for (const catalog of catalogs) {
    const translations = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
    });
    Object.assign(messages, translations.messages);
  }
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  if (errors.length > 0) throw new Error(`${locale}: ${errors.length} messages do not compile`);
  return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
}

/** The statement that hands a chunk's messages to the app, or null when the chunk shows none. */
export function messagesPrologue(code: string, catalogue: Record<string, unknown>): string | null {
  const used = new Map<string, unknown>();
  for (const [, id] of code.matchAll(MESSAGE_ID)) {
    if (id !== undefined && Object.hasOwn(catalogue, id)) used.set(id, catalogue[id]);
  }
  if (used.size === 0) return null;
  return `(globalThis.${MESSAGES_QUEUE}??=[]).push(${JSON.stringify(Object.fromEntries(used))});`;
}

/**
 * Each chunk brings the Vietnamese messages it shows, instead of the first download bringing
 * all of them (1,200 messages, ≈ 16 kB gzip, most of them for screens the visit never opens, some
 * only the server's). The statement runs before the chunk's own code, so a message is known before
 * anything in the chunk can show it. English, picked by few, is still one catalogue fetched on
 * demand (i18n.ts). Development and tests keep the messages' text in the code (the macro's
 * fallback), so this runs only in the production build.
 */
export function chunkMessages(locale: string): Plugin {
  let catalogue: Record<string, unknown> = {};
  return {
    name: 'sen-chunk-messages',
    apply: 'build',
    async buildStart() {
      catalogue = await compiledCatalogue(locale);
    },
    renderChunk(code) {
      const prologue = messagesPrologue(code, catalogue);
      return prologue === null ? null : { code: `${prologue}\n${code}`, map: null };
    },
  };
}
