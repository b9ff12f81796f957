import { describe, expect, it } from 'vitest';
import { mayActOnColleague, outranks } from './rank';

describe("rank over a colleague (issue 6 §6: actor level number lower than the target's; level 0 may do all)", () => {
  it.each<[string, { level: number } | null, number | null, boolean]>([
    ['level 4 on level 0 (the reproduced fault)', { level: 4 }, 0, false],
    ['level 4 on level 3', { level: 4 }, 3, false],
    ['level 4 on level 4 (equal rank)', { level: 4 }, 4, false],
    ['level 4 on level 5', { level: 4 }, 5, true],
    ['level 4 on level 10', { level: 4 }, 10, true],
    ['level 1 on level 0', { level: 1 }, 0, false],
    ['level 1 on level 1', { level: 1 }, 1, false],
    ['level 1 on level 2', { level: 1 }, 2, true],
    ['level 0 on level 0', { level: 0 }, 0, true],
    ['level 0 on level 10', { level: 0 }, 10, true],
    ['level 9 on a colleague without a role', { level: 9 }, null, true],
    ['no role on level 10', null, 10, false],
    ['no role on a colleague without a role', null, null, false],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(outranks(actor, target)).toBe(expected);
  });

  it.each<[string, string, number, string, number | null, boolean]>([
    ['oneself at any level', 'a', 5, 'a', 5, true],
    ['a colleague of equal rank', 'a', 5, 'b', 5, false],
    ['a junior colleague', 'a', 4, 'b', 5, true],
    ['a senior colleague', 'a', 5, 'b', 4, false],
  ])('named pair: %s', (_case, actorId, actorLevel, targetId, targetLevel, expected) => {
    expect(
      mayActOnColleague(
        { userId: actorId, role: { level: actorLevel } },
        { userId: targetId, level: targetLevel },
      ),
    ).toBe(expected);
  });
});
