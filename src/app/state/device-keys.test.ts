import { describe, expect, it } from 'vitest';
import { DEVICE_KEYS } from './device-keys.ts';

/** The text of every source file of the app (tests aside), by path ('../state/session.ts'). */
const SOURCES = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../routeTree.gen.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** The first argument of every getItem / setItem / removeItem call on web storage, by file. */
function storageKeys(): { file: string; key: string }[] {
  const calls =
    /(?:localStorage|sessionStorage|storage|Storage\(\))\.(?:getItem|setItem|removeItem)\(\s*([^,)]+)/g;
  return SOURCES.flatMap(([file, text]) =>
    [...text.matchAll(calls)].map((match) => ({ file, key: (match[1] ?? '').trim() })),
  );
}

describe('browser storage keys (spec §9: prefixed by the tenant)', () => {
  it('builds every key from the tenant, or names one of the declared device keys', () => {
    const keys = storageKeys();
    expect(keys.length).toBeGreaterThan(10);
    const devices = new Set(['TENANT_KEY', 'DEVICE_KEY', 'CONFIG_COPY', 'KEY', 'STORAGE_KEY']);
    // `key(…)` / `key` are the tenant-prefixed builders of session.ts, branch.ts and starred.ts.
    // session.ts removes `name`s it first checked start with the tenant's `key('copy.')`.
    // chunk-reload.ts also sets TanStack Router's own reload flag, whose name the router decides.
    const checkedPrefix = ({ file, key }: { file: string; key: string }) =>
      (file === './session.ts' && key === 'name') ||
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, searched for as written
      (file === '../features/shell/chunk-reload.ts' && key.startsWith('`${ROUTER_FLAG_PREFIX}'));
    const stray = keys.filter(
      (call) => !/^key\b/.test(call.key) && !devices.has(call.key) && !checkedPrefix(call),
    );
    expect(stray).toEqual([]);
  });

  it('spells no other global key than the declared device keys', () => {
    const literal = /['"`](sen\.[a-z_]+)['"`]/g;
    const declared = new Set<string>(Object.values(DEVICE_KEYS));
    const found = SOURCES.filter(([file]) => !file.endsWith('device-keys.ts')).flatMap(([, text]) =>
      [...text.matchAll(literal)].map((m) => m[1]),
    );
    expect(found.filter((key) => !declared.has(key as string))).toEqual([]);
    expect([...declared].every((key) => key.startsWith('sen.'))).toBe(true);
  });
});
