import { describe, expect, it } from 'vitest';
import type { RolePermissions } from './can';
import { DEPARTMENTS, LEVELS } from './catalogue';
import { isAlwaysAllowed } from './editRules';
import {
  deactivationRefusal,
  departmentChoices,
  levelChoices,
  mayEditRole,
  proposedRoleRefusal,
  roleEditRefusal,
  ROLE_EDIT_MESSAGES as M,
  type RoleEditor,
} from './roleEditRules';

const MODIFY: RolePermissions = { roles: { VIEW_PAGE: true, MODIFY: true } };
const editor = (level: number, department: string, permissions: RolePermissions = MODIFY): RoleEditor => ({
  _id: 'editor-role',
  level,
  department,
  permissions,
});
const target = (level: number, department: string, _id = 'target-role') => ({ _id, level, department });
const proposed = (level: number, department: string, permissions: RolePermissions = {}) => ({
  level,
  department,
  permissions,
});

// The review's actors (seed roles given roles.MODIFY).
const superAdmin = editor(0, 'Administration');
const director = editor(1, 'Operations');
const opsManager = editor(2, 'Operations');
const adminClerk = editor(5, 'Administration');
const marketing = editor(5, 'Marketing');

describe('roleEditRefusal: editor level/department × target level/department × new level/department', () => {
  it.each([
    // Item 1: the department.
    [
      'review: Operations Manager moves Field Technician into Administration',
      opsManager,
      target(8, 'Operations'),
      proposed(8, 'Administration'),
      M.administration,
    ],
    [
      'Operations Manager moves Field Technician into Engineering',
      opsManager,
      target(8, 'Operations'),
      proposed(8, 'Engineering'),
      M.ownDepartment,
    ],
    [
      'Operations Manager keeps Field Technician in Operations',
      opsManager,
      target(8, 'Operations'),
      proposed(9, 'Operations'),
      null,
    ],
    [
      'Marketing moves its own junior into Administration',
      marketing,
      target(7, 'Marketing'),
      proposed(7, 'Administration'),
      M.administration,
    ],
    [
      'level 1 moves a role into Administration below itself',
      director,
      target(4, 'Operations'),
      proposed(4, 'Administration'),
      null,
    ],
    [
      'level 1 moves a role into Administration at level 1',
      director,
      target(4, 'Operations'),
      proposed(1, 'Administration'),
      M.rankedBelow,
    ],
    [
      'Administration clerk keeps a role in Administration below itself',
      adminClerk,
      target(7, 'Administration'),
      proposed(6, 'Administration'),
      null,
    ],
    [
      'Administration clerk moves an Operations role to Accounting',
      adminClerk,
      target(7, 'Operations'),
      proposed(7, 'Accounting'),
      null,
    ],
    [
      'level 0 moves anything anywhere',
      superAdmin,
      target(8, 'Operations'),
      proposed(1, 'Administration'),
      null,
    ],
    // Item 2: the target's current rank and the new rank.
    [
      'review: level-5 Administration demotes a level-0 role',
      adminClerk,
      target(0, 'Administration'),
      proposed(6, 'Administration'),
      M.rankedBelow,
    ],
    [
      'review: level-5 Administration strips Operations Manager (level 2)',
      adminClerk,
      target(2, 'Operations'),
      proposed(9, 'Operations'),
      M.rankedBelow,
    ],
    [
      'a role at the editor’s own level',
      adminClerk,
      target(5, 'Operations'),
      proposed(9, 'Operations'),
      M.rankedBelow,
    ],
    [
      'a lower role raised to the editor’s level',
      adminClerk,
      target(7, 'Operations'),
      proposed(5, 'Operations'),
      M.rankedBelow,
    ],
    [
      'a lower role raised above the editor',
      opsManager,
      target(8, 'Operations'),
      proposed(1, 'Operations'),
      M.rankedBelow,
    ],
    [
      'a lower role in another department, editor not always allowed',
      opsManager,
      target(8, 'Engineering'),
      proposed(8, 'Engineering'),
      M.notAllowed,
    ],
    [
      'the editor’s own role',
      { ...adminClerk, _id: 'target-role' },
      target(5, 'Administration'),
      proposed(6, 'Administration'),
      M.ownRole,
    ],
    [
      'level 0 edits its own role',
      { ...superAdmin, _id: 'target-role' },
      target(0, 'Administration'),
      proposed(0, 'Operations'),
      null,
    ],
    ['no role', null, target(8, 'Operations'), proposed(8, 'Operations'), M.noRole],
    // Flags.
    [
      'a flag the editor lacks',
      opsManager,
      target(8, 'Operations'),
      proposed(8, 'Operations', { bills: { REFUND: true } }),
      M.grant('bills.REFUND'),
    ],
    [
      'a flag the editor has',
      opsManager,
      target(8, 'Operations'),
      proposed(8, 'Operations', { roles: { MODIFY: true } }),
      null,
    ],
    [
      'a flag set false is not a grant',
      opsManager,
      target(8, 'Operations'),
      proposed(8, 'Operations', { bills: { REFUND: false } }),
      null,
    ],
  ])('%s', (_case, who, current, next, expected) => {
    expect(roleEditRefusal(who, current, next, 1)).toBe(expected);
  });

  it.each([
    ['the only level-0 role demoted', 0, 1, 0, M.lastLevelZero],
    ['the only level-0 role renamed, still level 0', 0, 0, 0, null],
    ['a level-0 role demoted while another is held', 0, 1, 1, null],
    ['a level-3 role edited with no other level 0 around', 3, 4, 0, null],
  ])('last level 0: %s', (_case, currentLevel, newLevel, others, expected) => {
    expect(
      roleEditRefusal(
        superAdmin,
        target(currentLevel, 'Administration'),
        proposed(newLevel, 'Administration'),
        others,
      ),
    ).toBe(expected);
  });
});

describe('proposedRoleRefusal (creating a role)', () => {
  it.each([
    [
      'review: Marketing creates an Administration role',
      marketing,
      proposed(6, 'Administration'),
      M.administration,
    ],
    ['Marketing creates a Marketing role below itself', marketing, proposed(6, 'Marketing'), null],
    ['Marketing creates an Operations role', marketing, proposed(6, 'Operations'), M.ownDepartment],
    [
      'Administration clerk creates an Administration role below itself',
      adminClerk,
      proposed(6, 'Administration'),
      null,
    ],
    [
      'Administration clerk creates one at its own level',
      adminClerk,
      proposed(5, 'Administration'),
      M.rankedBelow,
    ],
    ['level 1 creates an Engineering role', director, proposed(2, 'Engineering'), null],
    ['level 0 creates a level-0 Administration role', superAdmin, proposed(0, 'Administration'), null],
  ])('%s', (_case, who, next, expected) => {
    expect(proposedRoleRefusal(who, next)).toBe(expected);
  });

  // Every editor × every proposal: whatever is allowed gives the holders no more than the editor has.
  it('never lets a role outrank or out-reach its author', () => {
    for (const eLevel of LEVELS) {
      for (const eDept of DEPARTMENTS) {
        const author = editor(eLevel, eDept);
        for (const level of LEVELS) {
          for (const department of DEPARTMENTS) {
            if (proposedRoleRefusal(author, proposed(level, department)) !== null || eLevel === 0) continue;
            expect(level).toBeGreaterThan(eLevel);
            if (isAlwaysAllowed({ level, department, permissions: {} }))
              expect(isAlwaysAllowed(author)).toBe(true);
            if (!isAlwaysAllowed(author)) expect(department).toBe(eDept);
          }
        }
      }
    }
  });
});

describe('mayEditRole (the renderer’s Edit)', () => {
  it.each([
    [superAdmin, target(0, 'Administration'), true],
    [adminClerk, target(0, 'Administration'), false],
    [adminClerk, target(2, 'Operations'), false],
    [adminClerk, target(6, 'Engineering'), true],
    [opsManager, target(8, 'Operations'), true],
    [opsManager, target(8, 'Marketing'), false],
    [{ ...opsManager, _id: 'target-role' }, target(2, 'Operations'), false],
    [null, target(8, 'Operations'), false],
  ])('%j may edit %j: %s', (who, current, expected) => {
    expect(mayEditRole(who, current)).toBe(expected);
  });
});

describe('departmentChoices (the role form’s department list)', () => {
  const closed = (who: RoleEditor | null, level?: number) =>
    Object.fromEntries(departmentChoices(who, level).map(({ department, refusal }) => [department, refusal]));

  it('closes Administration, and other departments, to an editor who is not always allowed', () => {
    expect(closed(marketing)).toEqual({
      Operations: M.ownDepartment,
      Engineering: M.ownDepartment,
      Administration: M.administration,
      Marketing: null,
      Accounting: M.ownDepartment,
    });
  });

  it('opens every department to an always-allowed editor, Administration only at or below their rank', () => {
    expect(Object.values(closed(director)).every((refusal) => refusal === null)).toBe(true);
    expect(closed(adminClerk, 3).Administration).toBe(M.rankedBelow);
    expect(closed(adminClerk, 7).Administration).toBeNull();
    expect(Object.values(closed(null)).every((refusal) => refusal === M.noRole)).toBe(true);
  });
});

describe('deactivationRefusal (the last level-0 role is not emptied)', () => {
  it.each([
    ['the only active level-0 account', editor(0, 'Administration'), 0, M.lastLevelZeroAccount],
    ['a level-0 account with another level 0 active', editor(0, 'Administration'), 1, null],
    ['a level-1 account, no level 0 left', editor(1, 'Administration'), 0, null],
    ['a rider (no role)', null, 0, null],
  ])('%s', (_case, role, others, expected) => {
    expect(deactivationRefusal(role, others)).toBe(expected);
  });
});

describe('levelChoices (the role form’s level list)', () => {
  const open = (...args: Parameters<typeof levelChoices>) =>
    levelChoices(...args)
      .filter(({ refusal }) => refusal === null)
      .map(({ level }) => level);

  it.each([
    ['level 0 creating: every level', superAdmin, null, 1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['level 5 creating: below itself only', adminClerk, null, 1, [6, 7, 8, 9, 10]],
    ['level 0 editing the last level-0 role: it stays 0', superAdmin, { level: 0 }, 0, [0]],
    [
      'level 0 editing a level-0 role with another held',
      superAdmin,
      { level: 0 },
      1,
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    ],
    ['no role: none', null, null, 1, []],
  ] as const)('%s', (_case, who, current, others, expected) => {
    expect(open(who, current, others)).toEqual(expected);
  });

  it('says why a level is closed', () => {
    const choices = levelChoices(adminClerk, null, 1);
    expect(choices.find(({ level }) => level === 5)?.refusal).toBe(M.rankedBelow);
    expect(levelChoices(superAdmin, { level: 0 }, 0).find(({ level }) => level === 3)?.refusal).toBe(
      M.lastLevelZero,
    );
  });
});
