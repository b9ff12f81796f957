/**
 * A least-recently-used map with a fixed number of entries. The map's canvas keeps one
 * pre-drawn sprite per cluster count, and counts change with every tick of a moving
 * fleet: without a limit, a day of live updates would keep a bitmap for every count
 * ever shown.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    readonly limit: number,
    private readonly onEvict?: (value: V, key: K) => void,
  ) {
    if (!(limit >= 1)) throw new RangeError(`BoundedCache limit must be at least 1, got ${limit}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value for `key`, made by `make` on a miss; the oldest unused entry leaves when full. */
  get(key: K, make: (key: K) => V): V {
    const found = this.entries.get(key);
    if (found !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as the newest.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    // Evict before making: what the oldest held (an atlas slot) can go to the new entry.
    if (this.entries.size >= this.limit) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [K, V];
      this.entries.delete(oldestKey);
      this.onEvict?.(oldest, oldestKey);
    }
    const made = make(key);
    this.entries.set(key, made);
    return made;
  }

  clear(): void {
    if (this.onEvict) for (const [key, value] of this.entries) this.onEvict(value, key);
    this.entries.clear();
  }
}
