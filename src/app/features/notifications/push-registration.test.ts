import { describe, expect, it } from 'vitest';
import { devicePushState, keyBytes } from './push-registration.ts';

describe('keyBytes', () => {
  it('decodes the base64url VAPID key (no padding, - and _) to its bytes', () => {
    const bytes = new Uint8Array([0x04, 0xfb, 0xff, 0x3e, 0x00, 0x7f, 0x80]);
    const base64url = Buffer.from(bytes).toString('base64url');
    expect(base64url).toMatch(/[-_]/);
    expect(base64url).not.toContain('=');
    expect([...keyBytes(base64url)]).toEqual([...bytes]);
  });

  it('gives the 65 bytes of an uncompressed P-256 public key', () => {
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    expect(keyBytes(key)).toHaveLength(65);
  });
});

describe('devicePushState', () => {
  it('says unsupported where there is no browser push (here: Node)', () => {
    expect(devicePushState()).toBe('unsupported');
  });
});
