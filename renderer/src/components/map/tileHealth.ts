/** How long the map waits for a first tile before it says tiles are unavailable. */
export const TILE_WAIT_MS = 6000;

export type TileState = 'loading' | 'ok' | 'unavailable';

/**
 * Whether the street map can be shown (MAP_TILE_URL reachable). One tile that loads is
 * enough; errors with nothing loaded, or nothing at all after the wait, mean unavailable
 * (an offline office, or a build machine without internet): pins, fences and areas stay.
 */
export function tileState(counts: { loaded: number; failed: number }, waitedMs: number): TileState {
  if (counts.loaded > 0) return 'ok';
  if (counts.failed > 0 || waitedMs >= TILE_WAIT_MS) return 'unavailable';
  return 'loading';
}
