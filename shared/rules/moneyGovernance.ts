import type { RoleLike } from './permissions/can';
import { mayGovernMoneySettings } from './moneyLimits';

/**
 * Issue 22 §3: nobody governs their own power. A role's money-approval threshold is set
 * only by someone ranked above that role (a lower level number), never for their own
 * role, and only with the settings permission. The renderer disables what this refuses.
 */

export const GOVERNANCE_MESSAGES = {
  ownRole: 'You cannot change the threshold of your own role.',
  higherRole: 'You can only change the threshold of roles ranked below yours.',
  notAllowed: 'You are not allowed to change money settings.',
  raiseHeld: 'Raising a threshold lets more money move on one signature; a second signature is needed.',
} as const;

export interface GovernedRole {
  _id: string;
  level: number;
}

/** Null when the actor may set this role's threshold, else why not. */
export function thresholdChangeRefusal(
  actor: (RoleLike & { _id?: string | null }) | null | undefined,
  target: GovernedRole,
): string | null {
  if (!actor || !mayGovernMoneySettings(actor)) return GOVERNANCE_MESSAGES.notAllowed;
  if (actor._id && actor._id === target._id) return GOVERNANCE_MESSAGES.ownRole;
  if (target.level <= actor.level) return GOVERNANCE_MESSAGES.higherRole;
  return null;
}

/** A raise (or a first setting above the default) lets more through and waits for a second signature; a cut applies at once. */
export function thresholdRaiseNeedsSignature(before: number, after: number): boolean {
  return after > before;
}
