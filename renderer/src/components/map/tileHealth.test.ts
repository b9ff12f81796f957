import { describe, expect, it } from 'vitest';
import { TILE_WAIT_MS, tileState } from './tileHealth';

describe('tileState', () => {
  it.each([
    [{ loaded: 0, failed: 0 }, 0, 'loading'],
    [{ loaded: 1, failed: 5 }, 0, 'ok'],
    [{ loaded: 0, failed: 1 }, 100, 'unavailable'],
    [{ loaded: 0, failed: 0 }, TILE_WAIT_MS, 'unavailable'],
  ] as const)('%j after %d ms: %s', (counts, waited, expected) => {
    expect(tileState(counts, waited)).toBe(expected);
  });
});
