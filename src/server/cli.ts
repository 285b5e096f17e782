import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { bootDatabase } from './boot.ts';
import { createTenant, type TenantSpec } from './db/provision.ts';
import type { Env } from './env.ts';

const USAGE = `Usage: npm run sen -- tenant create <id> --name "<business name>" [--admin <user>] [--password <pw>] [--branch CODE="Name"]…
  id: lowercase letters, digits, - and _ (the value of the Tenant header)
  --branch may repeat; default: CN01="Chi nhánh 1"
  without --password a random one is generated and printed once`;

/** Parses `tenant create …` into a tenant spec; throws with the usage on bad input. */
export function parseTenantCreate(argv: string[]): TenantSpec & { generatedPassword: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      admin: { type: 'string', default: 'admin' },
      password: { type: 'string' },
      branch: { type: 'string', multiple: true },
    },
  });
  const [group, verb, id] = positionals;
  if (
    group !== 'tenant' ||
    verb !== 'create' ||
    !id ||
    !/^[a-z0-9][a-z0-9_-]{0,39}$/.test(id) ||
    !values.name
  ) {
    throw new Error(USAGE);
  }
  const branches = (values.branch ?? ['CN01=Chi nhánh 1']).map((spec) => {
    const [code, ...name] = spec.split('=');
    const ma_dvcs = (code ?? '').trim().toUpperCase();
    if (!/^[A-Z0-9]{1,20}$/.test(ma_dvcs) || name.join('=').trim() === '') throw new Error(USAGE);
    return { ma_dvcs, ten_dvcs: name.join('=').trim() };
  });
  const password = values.password ?? randomBytes(9).toString('base64url');
  return {
    id,
    ten_dn: values.name,
    branches,
    admin: { user_name: values.admin, password, ten_nsd: 'Quản trị hệ thống' },
    generatedPassword: values.password === undefined,
  };
}

/** `npm run sen -- tenant create …`: the production way to start a tenant. Returns the exit code. */
export async function runCli(argv: string[], env: Env): Promise<number> {
  let spec: ReturnType<typeof parseTenantCreate>;
  try {
    spec = parseTenantCreate(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  try {
    const { database } = await bootDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      seedDemo: false,
      jwtSecret: env.JWT_SECRET,
      // Places are shared reference data the server loads at its own start; not needed here.
      loadPlaces: false,
      afterMigrate: (owner) => createTenant(owner, spec),
    });
    await database.close();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const password = spec.generatedPassword ? ` with password ${spec.admin.password} (shown once)` : '';
  console.log(
    `Tenant "${spec.id}" created: administrator "${spec.admin.user_name}"${password}, branches ${spec.branches.map((b) => b.ma_dvcs).join(', ')}`,
  );
  return 0;
}
