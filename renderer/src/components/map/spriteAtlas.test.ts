import { describe, expect, it } from 'vitest';
import { AtlasSlots } from './spriteAtlas';

describe('AtlasSlots (the sprite atlas of the vehicle canvas)', () => {
  it('hands out at most its capacity of slots however many cluster counts pass through', () => {
    const slots = new AtlasSlots<number>(8);
    const used = new Set<number>();
    let fills = 0;
    for (let count = 2; count < 5_000; count++) used.add(slots.get(count, () => (fills += 1)));
    expect(slots.size).toBe(8);
    expect([...used].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(fills).toBe(4_998);
  });

  it('draws a key once while it is in use; a returning key after eviction is drawn again in a freed slot', () => {
    const slots = new AtlasSlots<string>(2);
    const filled: Array<[string, number]> = [];
    const get = (key: string) => slots.get(key, (slot) => filled.push([key, slot]));
    expect(get('a')).toBe(0);
    expect(get('b')).toBe(1);
    expect(get('a')).toBe(0);
    expect(get('c')).toBe(1); // b was least recently used
    expect(get('b')).toBe(0); // a was
    expect(filled).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 1],
      ['b', 0],
    ]);
  });

  it('clear starts from the first slot again', () => {
    const slots = new AtlasSlots<string>(2);
    slots.get('a', () => undefined);
    slots.get('b', () => undefined);
    slots.clear();
    expect(slots.get('c', () => undefined)).toBe(0);
    expect(slots.size).toBe(1);
  });
});
