import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVICE_KEYS } from './device-keys.ts';

const APP = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The first argument of every getItem / setItem / removeItem call on web storage, by file. */
function storageKeys(): { file: string; key: string }[] {
  const calls =
    /(?:localStorage|sessionStorage|storage|Storage\(\))\.(?:getItem|setItem|removeItem)\(\s*([^,)]+)/g;
  return sources(APP).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(calls)].map((match) => ({
      file: relative(APP, path),
      key: (match[1] ?? '').trim(),
    })),
  );
}

describe('browser storage keys (spec §9: prefixed by the tenant)', () => {
  it('builds every key from the tenant, or names one of the declared device keys', () => {
    const keys = storageKeys();
    expect(keys.length).toBeGreaterThan(10);
    const devices = new Set(['TENANT_KEY', 'DEVICE_KEY', 'CONFIG_COPY', 'KEY', 'STORAGE_KEY']);
    // `key(…)` / `key` are the tenant-prefixed builders of session.ts, branch.ts and starred.ts.
    // session.ts removes `name`s it first checked start with the tenant's `key('copy.')`.
    const checkedPrefix = ({ file, key }: { file: string; key: string }) =>
      file === join('state', 'session.ts') && key === 'name';
    const stray = keys.filter(
      (call) => !/^key\b/.test(call.key) && !devices.has(call.key) && !checkedPrefix(call),
    );
    expect(stray).toEqual([]);
  });

  it('spells no other global key than the declared device keys', () => {
    const literal = /['"`](sen\.[a-z_]+)['"`]/g;
    const declared = new Set<string>(Object.values(DEVICE_KEYS));
    const found = sources(APP)
      .filter((path) => !path.endsWith('device-keys.ts'))
      .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(literal)].map((m) => m[1]));
    expect(found.filter((key) => !declared.has(key as string))).toEqual([]);
    expect([...declared].every((key) => key.startsWith('sen.'))).toBe(true);
  });
});
