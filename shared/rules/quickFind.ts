import { can, type RoleLike } from './permissions/can';
import { lengthError } from './limits';

/** What the quick switcher can find (issue 28 item 4), in the order its groups are shown. */
export const QUICK_FIND_KINDS = ['rider', 'vehicle', 'ride', 'task', 'area'] as const;
export type QuickFindKind = (typeof QUICK_FIND_KINDS)[number];

/** The most hits of one kind: the switcher jumps to a thing, it is not a list. */
export const QUICK_FIND_PER_KIND = 5;
/** Shorter terms match too much to be useful and cost a scan of every prefix. */
export const QUICK_FIND_MIN_LENGTH = 2;

/**
 * Whether a role may be shown hits of a kind: the permission of the page each hit opens.
 * Rides are further checked per ride on the server (mayListRides), as the ride page does.
 */
export function mayQuickFind(role: RoleLike | null | undefined, kind: QuickFindKind): boolean {
  switch (kind) {
    case 'rider':
      return can(role, { layer: 'users', permission: 'VIEW_PAGE' });
    case 'vehicle':
      // The vehicle page's rule (server/src/domains/vehicles/page.ts): the fleet's viewers and the agents.
      return (
        can(role, { layer: 'vehicles', permission: 'VIEW_PAGE' }) ||
        can(role, { layer: 'task', permission: 'RESOLVE_TASKS' })
      );
    case 'ride':
      return (
        can(role, { layer: 'rides', permission: 'VIEW_PAGE' }) ||
        can(role, { layer: 'users', permission: 'VIEW_PAGE' }) ||
        can(role, { layer: 'task', permission: 'RESOLVE_TASKS' })
      );
    case 'task':
      return (
        can(role, { layer: 'task', permission: 'VIEW_TASKS_TABLE' }) ||
        can(role, { layer: 'task', permission: 'RESOLVE_TASKS' })
      );
    case 'area':
      return can(role, { layer: 'areas', permission: 'VIEW_PAGE' });
  }
}

/** null when the term may be searched, else why not (the server refuses; the menu does not ask). */
export function quickFindTermError(term: string): string | null {
  return lengthError('searchTerm', term);
}

export function quickFindTermSearchable(term: string): boolean {
  return term.trim().length >= QUICK_FIND_MIN_LENGTH && quickFindTermError(term) === null;
}
