import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds the schema on first use, once, and validates through it', () => {
    let built = 0;
    const schema = lazySchema(() => {
      built++;
      return z.object({ page: z.coerce.number().catch(1) });
    });
    expect(built).toBe(0);
    expect('~standard' in schema).toBe(true);
    expect(schema['~standard'].validate({ page: '3' })).toEqual({ value: { page: 3 } });
    expect(schema['~standard'].validate({ page: 'x' })).toEqual({ value: { page: 1 } });
    expect(built).toBe(1);
  });
});
