import { TenantCache } from './tenant-cache.ts';

/**
 * A branch as the reference list shows it; `ma_dvcs` is also what branch scope checks. A type,
 * not an interface, so it satisfies the contract's loose branch schema (index signature).
 */
export type ActiveBranch = {
  ma_dvcs: string;
  ten_dvcs: string;
  dia_chi: string | null;
  dien_thoai: string | null;
};

/**
 * Everything this process keeps in memory per tenant, in one place so GET system/clear-cache
 * can drop all of it. The user and session are deliberately not here: they are read on every
 * request so that disabling a user or signing out takes effect at once.
 */
export interface ServerCaches {
  /** Tenants known to exist (resolveTenant); unknown ones are never remembered. */
  tenants: TenantCache<true>;
  /** The tenant's active branches, sorted by ma_dvcs (system/branchs; branch scope's codes). */
  branches: TenantCache<ActiveBranch[]>;
}

export function createServerCaches(now: () => number = Date.now): ServerCaches {
  return {
    tenants: new TenantCache<true>('tenants', 60_000, now),
    branches: new TenantCache<ActiveBranch[]>('branches', 30_000, now),
  };
}

/** Drops every cache's entry of one tenant; answers the names of the caches cleared. */
export function clearTenantCaches(caches: ServerCaches, tenantId: string): string[] {
  return Object.values(caches).map((cache) => {
    cache.delete(tenantId);
    return cache.name;
  });
}
