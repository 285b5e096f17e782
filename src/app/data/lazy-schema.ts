import type { z } from 'zod/mini';

/**
 * A route's search schema built the first time an address is read, not when the app starts:
 * building zod schemas costs, and the route tree declares one for every screen (≈ 90 ms of a first
 * load went to the entity lists' alone). The router reads it as a standard schema (`~standard`),
 * so its input and output types are the schema's own.
 */
export function lazySchema<S extends z.core.$ZodType>(make: () => S): Pick<S, '~standard'> {
  let schema: S | undefined;
  return {
    get '~standard'() {
      schema ??= make();
      return schema['~standard'];
    },
  };
}
