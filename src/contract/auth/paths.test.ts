import { describe, expect, it } from 'vitest';
import { isPathPrefix, normalizePath, underAny } from './paths.ts';

describe('normalizePath', () => {
  it('drops query, fragment, repeated and trailing slashes and lower-cases', () => {
    expect(normalizePath('/CRM//partners/?page=2#top')).toBe('/crm/partners');
    expect(normalizePath('crm/tasks')).toBe('/crm/tasks');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
  });

  it('resolves dot segments so a path cannot climb out of a granted prefix', () => {
    expect(normalizePath('/crm/partners/../../system/users')).toBe('/system/users');
    expect(normalizePath('/crm/./tasks')).toBe('/crm/tasks');
    expect(normalizePath('/../..')).toBe('/');
  });
});

describe('isPathPrefix', () => {
  it('matches the path itself and its descendants', () => {
    expect(isPathPrefix('/crm/partners', '/crm/partners')).toBe(true);
    expect(isPathPrefix('/crm/partners', '/crm/partners/123/edit')).toBe(true);
    expect(isPathPrefix('/crm/partners/', '/crm/partners?x=1')).toBe(true);
  });

  it('matches whole segments only', () => {
    expect(isPathPrefix('/crm/task', '/crm/tasks')).toBe(false);
    expect(isPathPrefix('/crm/task', '/crm/task/calendar')).toBe(true);
    expect(isPathPrefix('/crm/partners', '/crm/partners-vip')).toBe(false);
  });

  it('never lets the root or an empty command cover other paths', () => {
    expect(isPathPrefix('/', '/crm/partners')).toBe(false);
    expect(isPathPrefix('', '/crm/partners')).toBe(false);
    expect(isPathPrefix('/', '/')).toBe(true);
  });

  it('checks a list of prefixes', () => {
    expect(underAny(['/hr', '/stock/products'], '/stock/products/9')).toBe(true);
    expect(underAny(['/hr', '/stock/products'], '/stock/product-sets')).toBe(false);
    expect(underAny([], '/hr')).toBe(false);
  });
});
