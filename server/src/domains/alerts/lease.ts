import type { Deps } from '../../platform/deps';
import { holdLease } from '../../platform/lib/lease';

/** How long a lease lasts without renewal: a few missed looks before another node takes over. */
export const LEASE_MS = 10_000;

/** Takes or renews the watcher's lease for `holder` (lib/lease.ts); true while this process holds it. */
export function holdWatchLease(deps: Pick<Deps, 'db' | 'clock'>, holder: string): Promise<boolean> {
  return holdLease(deps, 'alertWatch', holder, LEASE_MS);
}
