import { describe, expect, it } from 'vitest';
import { isPathPrefix, normalizePath, underAny } from './paths.ts';

describe('normalizePath', () => {
  it.each([
    // Query, fragment, repeated and trailing slashes dropped, lower-cased.
    ['/CRM//partners/?page=2#top', '/crm/partners'],
    ['crm/tasks', '/crm/tasks'],
    ['', '/'],
    ['/', '/'],
    // Dot segments resolved, so a path cannot climb out of a granted prefix.
    ['/crm/partners/../../system/users', '/system/users'],
    ['/crm/./tasks', '/crm/tasks'],
    ['/../..', '/'],
  ])('reads %j as %j', (path, normalized) => {
    expect(normalizePath(path)).toBe(normalized);
  });
});

describe('isPathPrefix', () => {
  it.each([
    // The path itself and its descendants.
    ['/crm/partners', '/crm/partners', true],
    ['/crm/partners', '/crm/partners/123/edit', true],
    ['/crm/partners/', '/crm/partners?x=1', true],
    // Whole segments only.
    ['/crm/task', '/crm/tasks', false],
    ['/crm/task', '/crm/task/calendar', true],
    ['/crm/partners', '/crm/partners-vip', false],
    // Never the root or an empty command over other paths.
    ['/', '/crm/partners', false],
    ['', '/crm/partners', false],
    ['/', '/', true],
  ])('%j covers %j: %s', (prefix, path, covered) => {
    expect(isPathPrefix(prefix, path)).toBe(covered);
  });

  it('checks a list of prefixes', () => {
    expect(underAny(['/hr', '/stock/products'], '/stock/products/9')).toBe(true);
    expect(underAny(['/hr', '/stock/products'], '/stock/product-sets')).toBe(false);
    expect(underAny([], '/hr')).toBe(false);
  });
});
