import type { RoleLike } from './can';

/**
 * Rank over a colleague (issue 6 §6). Setting someone on a break, checking them out and
 * forcing their flagged tasks to others need, on top of the action's own permission,
 * a higher rank than the colleague's: a lower level number. Level 0 may act on anyone,
 * level 0 included. A colleague without a role holds no rank. Nobody without a role
 * outranks anyone.
 */
export function outranks(
  actor: Pick<RoleLike, 'level'> | null | undefined,
  targetLevel: number | null | undefined,
): boolean {
  if (!actor) return false;
  if (actor.level === 0) return true;
  if (targetLevel === null || targetLevel === undefined) return true;
  return actor.level < targetLevel;
}

export interface RankedPerson {
  userId: string;
  level: number | null | undefined;
}

/** The same rule for a named pair: acting on oneself needs no rank (its permission is the self one). */
export function mayActOnColleague(
  actor: { userId: string; role: Pick<RoleLike, 'level'> | null | undefined },
  target: RankedPerson,
): boolean {
  if (actor.userId === target.userId) return true;
  return outranks(actor.role, target.level);
}

export const RANK_REFUSED = 'You can only do this to colleagues ranked below you.';
