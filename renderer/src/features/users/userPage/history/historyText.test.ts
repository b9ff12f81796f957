import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines } from './historyText';

describe('History entry text', () => {
  it('words known actions and keeps unknown names', () => {
    expect(actionLabel('changeUserInfo')).toBe('Info changed');
    expect(actionLabel('somethingNew')).toBe('somethingNew');
  });

  it.each([
    ['a change', { name: 'A' }, { name: 'B' }, ['Name: A → B']],
    ['a flag, in words', { isExpressRider: false }, { isExpressRider: true }, ['Express rider: No → Yes']],
    [
      'a cleared value',
      { nationalID: '29001010100015' },
      { nationalID: null },
      ['National ID: 29001010100015 → —'],
    ],
    ['lists', { opsAreas: ['a', 'b'] }, { opsAreas: [] }, ['Ops areas: a, b → —']],
    ['a field only after', {}, { plan: 'Prime' }, ['Plan: Prime']],
    ['an area, named by the server', { areaId: 'Zamalek' }, { areaId: 'Maadi' }, ['Area: Zamalek → Maadi']],
    [
      'a role, named by the server',
      { roleId: 'Finance' },
      { roleId: 'Support Agent' },
      ['Role: Finance → Support Agent'],
    ],
    ['an unknown field keeps its name', { somethingNew: 1 }, { somethingNew: 2 }, ['somethingNew: 1 → 2']],
    ['not objects', null, 'x', []],
  ])('%s', (_label, before, after, lines) => {
    expect(changeLines(before, after)).toEqual(lines);
  });
});
