/**
 * Deterministic randomness for the demo seed: the same seed gives the same data set on every
 * machine. Never Math.random here.
 */

import { mulberry32 } from '@ops/shared/seededRandom';

export { mulberry32 };

/** FNV-1a, to derive one independent stream per seed step from its name. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  readonly next: () => number;

  constructor(seed: number | string) {
    this.next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  }

  /** A child stream: steps draw from their own streams so adding one does not shift the others. */
  fork(name: string): Random {
    return new Random(hashString(name) ^ Math.floor(this.next() * 4294967296));
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** Normal deviate (Box-Muller). */
  gaussian(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }

  hex(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }

  /** A 24-hex id shaped like the spec's `_id`: 8 hex of seconds, then 16 random hex. */
  id(at: Date): string {
    const seconds = Math.max(0, Math.floor(at.getTime() / 1000)) >>> 0;
    return seconds.toString(16).padStart(8, '0') + this.hex(16);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}
