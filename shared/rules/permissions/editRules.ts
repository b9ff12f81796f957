import { can, type RoleLike } from './can';
import type { Gate } from './catalogue';

/**
 * Who may edit whom (02 §6, 03 §6). A lower level number is a higher rank, so "lower
 * in rank" and "a higher level number" are the same test: target.level > actor.level.
 */

export interface Person {
  _id: string;
  role: RoleLike | null | undefined;
}

const ADMINISTRATION = 'Administration';

/** "Administration department or level 1 and below is always allowed." */
export function isAlwaysAllowed(actor: RoleLike): boolean {
  return actor.department === ADMINISTRATION || actor.level <= 1;
}

function sameDepartmentLowerRank(actor: RoleLike, target: RoleLike): boolean {
  return !!actor.department && actor.department === target.department && target.level > actor.level;
}

/**
 * Edit user or role. With users.EDIT_USER: allowed for no target role, or a target in
 * the same department with a higher level number. Without it: denied unless the
 * target is in the same department and lower in rank.
 */
export function canEditUser(
  actor: RoleLike | null | undefined,
  target: RoleLike | null | undefined,
): boolean {
  if (!actor) return false;
  if (isAlwaysAllowed(actor)) return true;
  if (can(actor, { layer: 'users', permission: 'EDIT_USER' })) {
    return !target || sameDepartmentLowerRank(actor, target);
  }
  return !!target && sameDepartmentLowerRank(actor, target);
}

/**
 * Edit balance. On oneself: users.EDIT_SELF_BALANCE. Otherwise users.EDIT_USER_BALANCE,
 * failing that users.EDIT_TEAM_BALANCE for the same department and lower rank.
 */
export function canEditBalance(actor: Person, target: Person): boolean {
  const role = actor.role;
  if (!role) return false;
  if (isAlwaysAllowed(role)) return true;
  if (actor._id === target._id) return can(role, { layer: 'users', permission: 'EDIT_SELF_BALANCE' });
  if (can(role, { layer: 'users', permission: 'EDIT_USER_BALANCE' })) return true;
  return (
    can(role, { layer: 'users', permission: 'EDIT_TEAM_BALANCE' }) &&
    !!target.role &&
    sameDepartmentLowerRank(role, target.role)
  );
}

/** "the user may update balances" (fine waive, end-ride minutes) for a given account holder; no actor, no. */
export function canUpdateBalance(actor: Person | null | undefined, target: Person): boolean {
  return !!actor && canEditBalance(actor, target);
}

/** Edit area. On oneself: users.EDIT_SELF_AREA; otherwise the edit-user rule. */
export function canEditArea(actor: Person, target: Person): boolean {
  const role = actor.role;
  if (!role) return false;
  if (isAlwaysAllowed(role)) return true;
  if (actor._id === target._id) return can(role, { layer: 'users', permission: 'EDIT_SELF_AREA' });
  return canEditUser(role, target.role);
}

/** 03 §6: mobile access is blocked unless the role has home.ALLOW_MOBILE_ACCESS (level 0 has everything). */
export function canAccessFromMobile(role: RoleLike | null | undefined): boolean {
  return can(role, { layer: 'home', permission: 'ALLOW_MOBILE_ACCESS' });
}

/** 'Settle Negative Balance for these Users' needs role level 0. */
export function canSettleNegativeBalances(role: RoleLike | null | undefined): boolean {
  return !!role && role.level === 0;
}

/**
 * The user page's actions (issue 7 §2) and the rule each obeys, so the page hides a button
 * for exactly the people the server refuses. An action behind a flag of its own needs the
 * flag and, on a staff target, the edit-user rule too (no one acts on a colleague above
 * them); the others are the edit-user rule (edit area: the edit-area rule) on the target.
 */
export type UserAction =
  | 'activate'
  | 'blockFromDashboard'
  | 'removeCard'
  | 'devices'
  | 'resetPassword'
  | 'resetOtp'
  | 'changeInfo'
  | 'assignArea'
  | 'express'
  | 'nationalId'
  | 'addPrime';

const ACTION_FLAGS: Partial<Record<UserAction, Gate>> = {
  activate: { layer: 'users', permission: 'ACTIVATE_USER' },
  removeCard: { layer: 'users', permission: 'REMOVE_CARD' },
  resetOtp: { layer: 'users', permission: 'RESET_OTP' },
  nationalId: { layer: 'users', permission: 'CHANGE_NATIONAL_ID' },
  addPrime: { layer: 'prime', permission: 'ADD_TO_USER' },
};

/** Actions a person may not take on their own account (they would lock themselves out). */
const NOT_ON_ONESELF: ReadonlySet<UserAction> = new Set(['activate', 'blockFromDashboard', 'resetPassword']);

export function canDoUserAction(
  action: UserAction,
  actor: Person | null | undefined,
  target: Person,
): boolean {
  if (!actor?.role) return false;
  if (NOT_ON_ONESELF.has(action) && actor._id === target._id) return false;
  if (action === 'assignArea') return canEditArea(actor, target);
  const flag = ACTION_FLAGS[action];
  if (flag) return can(actor.role, flag) && (!target.role || canEditUser(actor.role, target.role));
  return canEditUser(actor.role, target.role);
}
