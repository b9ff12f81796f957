import { describe, expect, it } from 'vitest';
import type { RoleLike, RolePermissions } from './can';
import {
  canAccessFromMobile,
  canEditArea,
  canEditBalance,
  canEditUser,
  canSettleNegativeBalances,
  canUpdateBalance,
} from './editRules';

const r = (
  level: number,
  department: string | null,
  users: Record<string, boolean> = {},
  extra: RolePermissions = {},
): RoleLike => ({
  level,
  department,
  permissions: { users, ...extra },
});

const superUser = r(0, 'Operations');
const levelOne = r(1, 'Operations');
const admin = r(6, 'Administration');
const opsEditor = r(3, 'Operations', { EDIT_USER: true });
const opsPlain = r(3, 'Operations');
const noDept = r(3, null, { EDIT_USER: true });
const opsL5 = r(5, 'Operations');
const opsL2 = r(2, 'Operations');
const opsL3 = r(3, 'Operations');
const engL5 = r(5, 'Engineering');
const noDeptL5 = r(5, null);

describe('canEditUser (02 §6, 03 §6 "Edit user or role")', () => {
  it.each([
    ['no role: denied', null, opsL5, false],
    ['"level 1 and below is always allowed": level 0', superUser, opsL2, true],
    ['"level 1 and below is always allowed": level 1', levelOne, engL5, true],
    ['"Administration department ... always allowed"', admin, r(2, 'Engineering'), true],
    ['with edit-user: "allowed for no target role"', opsEditor, null, true],
    ['with edit-user: same department, higher level number', opsEditor, opsL5, true],
    ['with edit-user: same department, lower level number', opsEditor, opsL2, false],
    ['with edit-user: same department, same level', opsEditor, opsL3, false],
    ['with edit-user: other department', opsEditor, engL5, false],
    ['without it: no target role is denied', opsPlain, null, false],
    ['without it: "unless the target is in the same department and lower in rank"', opsPlain, opsL5, true],
    ['without it: higher rank denied', opsPlain, opsL2, false],
    ['without it: other department denied', opsPlain, engL5, false],
    ['no department on either side is not "the same department"', noDept, noDeptL5, false],
  ])('%s', (_rule, actor, target, expected) => {
    expect(canEditUser(actor, target)).toBe(expected);
  });
});

const me = (role: RoleLike | null) => ({ _id: 'me', role });
const other = (role: RoleLike | null) => ({ _id: 'other', role });

describe('canEditBalance (02 §6, 03 §6 "Edit balance")', () => {
  it.each([
    ['no role: denied', me(null), other(null), false],
    ['"Administration ... allowed"', me(admin), other(opsL2), true],
    ['"level 1 and below allowed"', me(levelOne), other(null), true],
    ['level 0 on oneself', me(superUser), me(superUser), true],
    [
      '"On oneself, needs the edit-self-balance permission": has it',
      me(r(4, 'Operations', { EDIT_SELF_BALANCE: true })),
      me(null),
      true,
    ],
    ['on oneself without it', me(r(4, 'Operations')), me(null), false],
    [
      'on oneself, edit-user-balance is not enough',
      me(r(4, 'Operations', { EDIT_USER_BALANCE: true })),
      me(null),
      false,
    ],
    [
      '"Otherwise edit-user-balance grants it": a rider',
      me(r(4, 'Operations', { EDIT_USER_BALANCE: true })),
      other(null),
      true,
    ],
    [
      'edit-user-balance: a higher-ranked colleague too',
      me(r(4, 'Operations', { EDIT_USER_BALANCE: true })),
      other(opsL2),
      true,
    ],
    [
      '"edit-team-balance ... same department and lower rank"',
      me(r(3, 'Operations', { EDIT_TEAM_BALANCE: true })),
      other(opsL5),
      true,
    ],
    [
      'edit-team-balance: higher rank denied',
      me(r(3, 'Operations', { EDIT_TEAM_BALANCE: true })),
      other(opsL2),
      false,
    ],
    [
      'edit-team-balance: same level denied',
      me(r(3, 'Operations', { EDIT_TEAM_BALANCE: true })),
      other(opsL3),
      false,
    ],
    [
      'edit-team-balance: other department denied',
      me(r(3, 'Operations', { EDIT_TEAM_BALANCE: true })),
      other(engL5),
      false,
    ],
    [
      'edit-team-balance: a rider has no department',
      me(r(3, 'Operations', { EDIT_TEAM_BALANCE: true })),
      other(null),
      false,
    ],
    [
      'edit-self-balance does not reach others',
      me(r(3, 'Operations', { EDIT_SELF_BALANCE: true })),
      other(opsL5),
      false,
    ],
  ])('%s', (_rule, actor, target, expected) => {
    expect(canEditBalance(actor, target)).toBe(expected);
  });

  it('canUpdateBalance: no actor, no; otherwise the edit-balance rule', () => {
    expect(canUpdateBalance(null, other(null))).toBe(false);
    expect(canUpdateBalance(undefined, other(null))).toBe(false);
    expect(canUpdateBalance(me(r(4, 'Operations', { EDIT_USER_BALANCE: true })), other(null))).toBe(true);
    expect(canUpdateBalance(me(r(4, 'Operations')), other(null))).toBe(false);
  });
});

describe('canEditArea (02 §6, 03 §6 "Edit area")', () => {
  it.each([
    ['no role: denied', me(null), other(null), false],
    ['Administration allowed', me(admin), other(opsL2), true],
    ['level 1 allowed', me(levelOne), other(opsL2), true],
    ['"On oneself, edit-self-area allows"', me(r(4, 'Operations', { EDIT_SELF_AREA: true })), me(null), true],
    ['on oneself without it', me(r(4, 'Operations')), me(r(4, 'Operations')), false],
    ['on oneself, edit-user is not enough', me(opsEditor), me(opsEditor), false],
    ['"otherwise the edit-user rule": with edit-user, no target role', me(opsEditor), other(null), true],
    ['edit-user rule: same department lower rank', me(opsEditor), other(opsL5), true],
    ['edit-user rule: higher rank denied', me(opsEditor), other(opsL2), false],
    ['edit-user rule without the flag: same department lower rank', me(opsPlain), other(opsL5), true],
    ['edit-user rule without the flag: other department', me(opsPlain), other(engL5), false],
    [
      'edit-self-area does not reach others',
      me(r(3, 'Operations', { EDIT_SELF_AREA: true })),
      other(engL5),
      false,
    ],
  ])('%s', (_rule, actor, target, expected) => {
    expect(canEditArea(actor, target)).toBe(expected);
  });
});

describe('canAccessFromMobile (03 §6 "blocked ... unless the role has home.ALLOW_MOBILE_ACCESS")', () => {
  it.each([
    ['no role', null, false],
    ['level 0 is never restricted', r(0, 'Operations'), true],
    ['the flag', r(5, 'Operations', {}, { home: { ALLOW_MOBILE_ACCESS: true } }), true],
    ['the flag set false', r(5, 'Operations', {}, { home: { ALLOW_MOBILE_ACCESS: false } }), false],
    ['no flag, even at level 1', r(1, 'Administration'), false],
  ])('%s', (_rule, role, expected) => {
    expect(canAccessFromMobile(role)).toBe(expected);
  });
});

describe("'Settle Negative Balance for these Users' needs role level 0", () => {
  it.each([
    [r(0, null), true],
    [r(1, 'Administration'), false],
    [null, false],
  ])('%j', (role, expected) => {
    expect(canSettleNegativeBalances(role)).toBe(expected);
  });
});
