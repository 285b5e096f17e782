/**
 * A per-tenant value kept in this process for a short time, for data read on (nearly) every
 * request that changes rarely. Staleness is bounded by the TTL: other processes of a scaled-out
 * install catch up within it, and GET system/clear-cache drops this process's copy at once.
 *
 * Only values that were loaded are kept, one entry per real tenant (callers cache after the
 * tenant is known to exist), so the map cannot grow with made-up `Tenant` headers.
 */
export class TenantCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  /** Bumped by delete(): a load that started before a clear must not store its stale answer. */
  private readonly generations = new Map<string, number>();

  constructor(
    readonly name: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or `load()`'s answer (kept for the TTL); a failed load keeps nothing. */
  async get(tenantId: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(tenantId);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    const generation = this.generations.get(tenantId) ?? 0;
    const value = await load();
    if ((this.generations.get(tenantId) ?? 0) === generation) {
      this.entries.set(tenantId, { value, expiresAt: this.now() + this.ttlMs });
    }
    return value;
  }

  /** Forgets the tenant's value (and any load in flight); the next get() reads afresh. */
  delete(tenantId: string): void {
    this.entries.delete(tenantId);
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }
}
