import type { RoleLike } from './permissions/can';
import { isAlwaysAllowed } from './permissions/editRules';

/** isAdmin (02 §7 Users): a level-0 role, the level allowed everything (02 §6). */
export function isAdmin(role: RoleLike | null | undefined): boolean {
  return !!role && role.level === 0;
}

/**
 * isUserRabbitAdmin (02 §7 Users): an administrator of the operator — the Administration
 * department, or level 1 and below (02 §6: the people always allowed to edit users, balances
 * and areas). A level-0 admin is one too.
 */
export function isUserRabbitAdmin(role: RoleLike | null | undefined): boolean {
  return !!role && isAlwaysAllowed(role);
}
