import type { SessionInfo } from './sessionTypes';

interface Entry {
  info: SessionInfo;
  lastSeenAt: number;
  cachedAt: number;
}

/**
 * Sessions recently read from the database, by token hash. Every request is
 * authenticated; without this each one would be a database round trip. Revocation
 * evicts at once on this node and, through the socket adapter, on every other node;
 * the short lifetime bounds what a lost eviction message could leave behind.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string, nowMs: number): Entry | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (nowMs - entry.cachedAt > this.ttlMs || nowMs < entry.cachedAt) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry;
  }

  set(tokenHash: string, info: SessionInfo, lastSeenAt: number, nowMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { info, lastSeenAt, cachedAt: nowMs });
  }

  touch(tokenHash: string, lastSeenAt: number): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.lastSeenAt = lastSeenAt;
  }

  evictSession(sessionId: string): void {
    for (const [key, entry] of this.entries) if (entry.info.sessionId === sessionId) this.entries.delete(key);
  }

  evictUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.info.user._id === userId) this.entries.delete(key);
  }

  /** A role's permissions changed: its holders' sessions are read again on their next request. */
  evictRole(roleId: string): void {
    for (const [key, entry] of this.entries) if (entry.info.role?._id === roleId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
