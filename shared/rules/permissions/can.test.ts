import { describe, expect, it } from 'vitest';
import { can, type RoleLike } from './can';
import { gate, isKnownPermission } from './catalogue';

const role = (level: number, permissions: RoleLike['permissions'] = {}): RoleLike => ({
  level,
  department: 'Operations',
  permissions,
});

describe('can (01 §6, 02 §6, 03 §6)', () => {
  it.each([
    ['"no role means denied" (null)', null, gate('task.FLAG_TASK'), false],
    ['"no role means denied" (undefined)', undefined, { level: 5 }, false],
    ['"level 0 means everything allowed": a flag it lacks', role(0), gate('task.FLAG_TASK'), true],
    ['"level 0 ... is never restricted": even a bound of 0', role(0), { level: 0 }, true],
    ['"allowed when the bound is greater than the user\'s own level"', role(2), { level: 3 }, true],
    ['bound equal to the level is not greater', role(2), { level: 2 }, false],
    ['bound below the level', role(3), { level: 2 }, false],
    ['a bound ignores flags', role(3, { task: { FLAG_TASK: true } }), { level: 1 }, false],
    [
      '"the named permission in the named layer must be true"',
      role(4, { task: { FLAG_TASK: true } }),
      gate('task.FLAG_TASK'),
      true,
    ],
    ['a false flag denies', role(4, { task: { FLAG_TASK: false } }), gate('task.FLAG_TASK'), false],
    ['a missing layer denies', role(4), gate('prime.REMOVE_USER_PLAN'), false],
    [
      'the same flag name in another layer does not count',
      role(4, { users: { VIEW_PAGE: true } }),
      gate('rides.VIEW_PAGE'),
      false,
    ],
    ['level 1 has no automatic pass', role(1), gate('rides.TAKE_ACTIONS'), false],
  ])('%s', (_rule, r, requirement, expected) => {
    expect(can(r, requirement)).toBe(expected);
  });
});

describe('catalogue', () => {
  it.each([
    ['task.RESOLVE_TASKS', true],
    ['home.ALLOW_MOBILE_ACCESS', true],
    ['users.EDIT_TEAM_BALANCE', true],
    ['task.NOPE', false],
    ['nolayer.VIEW_PAGE', false],
  ])('%s is known: %s', (name, known) => {
    const [layer, permission] = name.split('.') as [string, string];
    expect(isKnownPermission(layer, permission)).toBe(known);
  });

  it('gate() refuses names outside the catalogue', () => {
    expect(() => gate('task.NOPE')).toThrow('Unknown permission task.NOPE');
    expect(gate('target.SET')).toEqual({ layer: 'target', permission: 'SET' });
  });
});
