import { describe, expect, it } from 'vitest';
import { pendingStatements } from './migration-diff.ts';

describe('committed migrations', () => {
  it('match the schema and the entity declarations (else run `npm run db:generate -- <name>`)', async () => {
    const { statements } = await pendingStatements();
    expect(statements).toEqual([]);
  }, 30_000);
});
