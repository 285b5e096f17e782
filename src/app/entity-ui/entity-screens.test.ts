import { describe, expect, it } from 'vitest';
import { entities } from '../../contract/entities/registry.ts';
import { screenPath } from '../../contract/entity/define.ts';

// The route files as the router's generator sees them (paths relative to this file).
const routeFiles = new Set(Object.keys(import.meta.glob('../routes/**/*.tsx')));

describe('entity screens', () => {
  it('gives every declared entity a route file at its screen path', () => {
    const missing = entities
      .map((entity) => screenPath(entity).replace(/^\//, ''))
      .filter(
        (path) => !routeFiles.has(`../routes/${path}.tsx`) && !routeFiles.has(`../routes/${path}/index.tsx`),
      );
    expect(missing).toEqual([]);
  });
});
