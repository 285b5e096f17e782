import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum memory setting: costly to guess offline, still quick enough for a
// sign-in not to keep the user waiting.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
