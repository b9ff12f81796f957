import { describe, expect, it } from 'vitest';
import type { RoleLike, RolePermissions } from './can';
import { canDoUserAction, type Person, type UserAction } from './editRules';

const role = (level: number, department: string, permissions: RolePermissions = {}): RoleLike => ({
  level,
  department,
  permissions,
});
const person = (id: string, r: RoleLike | null): Person => ({ _id: id, role: r });

const rider = person('rider', null);
const opsJunior = person('junior', role(6, 'Operations'));
const opsSenior = person('senior', role(2, 'Operations'));
const superAdmin = person('super', role(0, 'Administration'));
const editor = person('editor', role(4, 'Operations', { users: { EDIT_USER: true } }));
const cardDesk = person(
  'desk',
  role(4, 'Operations', {
    users: { REMOVE_CARD: true, RESET_OTP: true, CHANGE_NATIONAL_ID: true },
    prime: { ADD_TO_USER: true },
  }),
);
const nobody = person('nobody', role(9, 'Operations'));
const selfArea = person('selfArea', role(4, 'Operations', { users: { EDIT_SELF_AREA: true } }));

describe('canDoUserAction: the rule behind each user-page action (02 §6)', () => {
  it.each<[string, UserAction, Person | null, Person, boolean]>([
    ['no session: denied', 'changeInfo', null, rider, false],
    ['no permission on a rider: denied', 'changeInfo', nobody, rider, false],
    ['EDIT_USER on a rider (no target role): allowed', 'changeInfo', editor, rider, true],
    ['EDIT_USER on a higher rank: denied', 'changeInfo', editor, opsSenior, false],
    ['EDIT_USER on a lower rank, same department: allowed', 'blockFromDashboard', editor, opsJunior, true],
    ['without EDIT_USER a lower rank in the department: allowed', 'devices', cardDesk, opsJunior, true],
    ['level 0 everything', 'express', superAdmin, opsSenior, true],
    ['block oneself: denied even for level 0', 'blockFromDashboard', superAdmin, superAdmin, false],
    ['reset one own password: denied', 'resetPassword', superAdmin, superAdmin, false],
    ['deactivate oneself: denied', 'activate', superAdmin, superAdmin, false],
    ['REMOVE_CARD on a rider: allowed', 'removeCard', cardDesk, rider, true],
    ['REMOVE_CARD on a higher-ranked colleague: denied', 'removeCard', cardDesk, opsSenior, false],
    ['EDIT_USER without REMOVE_CARD: denied', 'removeCard', editor, rider, false],
    ['RESET_OTP on a rider: allowed', 'resetOtp', cardDesk, rider, true],
    ['CHANGE_NATIONAL_ID on a rider: allowed', 'nationalId', cardDesk, rider, true],
    ['no CHANGE_NATIONAL_ID: denied', 'nationalId', editor, rider, false],
    ['prime.ADD_TO_USER on a rider: allowed', 'addPrime', cardDesk, rider, true],
    ['no prime.ADD_TO_USER: denied', 'addPrime', editor, rider, false],
    ['assign area on oneself with EDIT_SELF_AREA: allowed', 'assignArea', selfArea, selfArea, true],
    ['assign area on oneself without it: denied', 'assignArea', editor, editor, false],
    ['assign area on a rider: the edit-user rule', 'assignArea', editor, rider, true],
    ['assign area on a rider without EDIT_USER: denied', 'assignArea', selfArea, rider, false],
  ])('%s', (_label, action, actor, target, expected) => {
    expect(canDoUserAction(action, actor, target)).toBe(expected);
  });
});
