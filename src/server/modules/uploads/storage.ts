import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded bytes live. Keys are `<tenant>/<yyyymm>/<uuid>.<ext>`, made by the server only
 * (see newUploadKey), so no part of a client's file name ever reaches a path or an object name.
 */
export interface UploadStorage {
  /** Short name for logs and the README: 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}\/\d{6}\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** Refuses any key the server would not have made: a second line of defence against traversal. */
export function assertUploadKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid upload key ${JSON.stringify(key)}`);
}

/** Files under `<root>/<tenant>/<yyyymm>/<uuid>.<ext>` (root = DATA_DIR/uploads by default). */
export class LocalUploadStorage implements UploadStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    assertUploadKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Upload key escapes the root: ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a key is a fresh UUID, so an existing file means a bug; never overwrite one.
    await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
