import { can, type RoleLike } from './can';

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
