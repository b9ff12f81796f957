/**
 * The one piece of Web Crypto used here, declared locally because shared/ compiles
 * without DOM or Node types. Node 20 and every browser provide globalThis.crypto.
 */
export interface RandomSource {
  getRandomValues(array: Uint32Array): unknown;
}

const UINT32_RANGE = 2 ** 32;

export function secureRandomSource(): RandomSource {
  const source = (globalThis as unknown as { crypto?: Partial<RandomSource> }).crypto;
  if (!source || typeof source.getRandomValues !== 'function') {
    // Falling back to Math.random would silently weaken generated passwords.
    throw new Error('A secure random source (globalThis.crypto.getRandomValues) is required');
  }
  return source as RandomSource;
}

/**
 * A uniform integer in [0, n). Draws above the largest multiple of n are rejected,
 * so no value is favoured the way a plain modulo would favour the small ones.
 */
export function randomBelow(n: number, source: RandomSource = secureRandomSource()): number {
  if (!Number.isInteger(n) || n <= 0 || n > UINT32_RANGE)
    throw new RangeError(`randomBelow needs 1..2^32, got ${n}`);
  const limit = UINT32_RANGE - (UINT32_RANGE % n);
  const draw = new Uint32Array(1);
  for (;;) {
    source.getRandomValues(draw);
    const value = draw[0] ?? 0;
    if (value < limit) return value % n;
  }
}

export function randomItem<T>(items: readonly T[], source: RandomSource = secureRandomSource()): T {
  const item = items[randomBelow(items.length, source)];
  if (item === undefined) throw new RangeError('randomItem needs a non-empty list');
  return item;
}

/** Fisher–Yates with the unbiased draw above; returns a new array. */
export function shuffled<T>(items: readonly T[], source: RandomSource = secureRandomSource()): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, source);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
