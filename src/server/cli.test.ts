import { describe, expect, it } from 'vitest';
import { parseTenantCreate } from './cli.ts';

describe('tenant create arguments', () => {
  it('reads the tenant, its administrator and branches', () => {
    const spec = parseTenantCreate([
      'tenant',
      'create',
      'acme',
      '--name',
      'Acme Spa',
      '--password',
      'bí-mật-1',
      '--branch',
      'hn=Hà Nội',
      '--branch',
      'HCM=TP. Hồ Chí Minh',
    ]);
    expect(spec).toMatchObject({
      id: 'acme',
      ten_dn: 'Acme Spa',
      admin: { user_name: 'admin', password: 'bí-mật-1' },
      branches: [
        { ma_dvcs: 'HN', ten_dvcs: 'Hà Nội' },
        { ma_dvcs: 'HCM', ten_dvcs: 'TP. Hồ Chí Minh' },
      ],
      generatedPassword: false,
    });
  });

  it('generates a password and a default branch when none are given', () => {
    const spec = parseTenantCreate(['tenant', 'create', 'acme', '--name', 'Acme']);
    expect(spec.generatedPassword).toBe(true);
    expect(spec.admin.password.length).toBeGreaterThanOrEqual(12);
    expect(spec.branches).toEqual([{ ma_dvcs: 'CN01', ten_dvcs: 'Chi nhánh 1' }]);
  });

  it('refuses bad ids, a missing name and malformed branches with the usage', () => {
    expect(() => parseTenantCreate(['tenant', 'create', 'Có Dấu', '--name', 'x'])).toThrow(/Usage/);
    expect(() => parseTenantCreate(['tenant', 'create', 'acme'])).toThrow(/Usage/);
    expect(() => parseTenantCreate(['tenant', 'create', 'acme', '--name', 'x', '--branch', 'HN'])).toThrow(
      /Usage/,
    );
    expect(() => parseTenantCreate(['tenant', 'delete', 'acme', '--name', 'x'])).toThrow(/Usage/);
  });
});
