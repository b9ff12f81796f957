import { can, type RoleLike } from './can';

/**
 * Read rules that one catalogue flag cannot say ("either this flag, or that one for one
 * record"). The server refuses with these very functions and the renderer hides the tab,
 * section or page with them, so nobody is shown a part that then answers with a refusal.
 */
type Role = RoleLike | null | undefined;

/** What a rides read is limited to: one rider, one vehicle, or neither (every ride). */
export interface RidesScope {
  user?: string | null;
  scooter?: string | null;
}

/**
 * rides: rides.VIEW_PAGE reads any rides (the Rides page); users.VIEW_PAGE the rides of one
 * rider (the user page's Rides tab); task.RESOLVE_TASKS those of one rider or one vehicle
 * (the task tabs and the pages they link to).
 */
export function mayReadRides(role: Role, scope: RidesScope): boolean {
  if (can(role, { layer: 'rides', permission: 'VIEW_PAGE' })) return true;
  if (scope.user && can(role, { layer: 'users', permission: 'VIEW_PAGE' })) return true;
  return !!(scope.user || scope.scooter) && can(role, { layer: 'task', permission: 'RESOLVE_TASKS' });
}

/** Wallet logs: the finance pages' users.VIEW_WALLET_ACTIONS or the task tab's task.VIEW_WALLET_LOGS. */
export function mayReadWalletLogs(role: Role): boolean {
  return (
    can(role, { layer: 'users', permission: 'VIEW_WALLET_ACTIONS' }) ||
    can(role, { layer: 'task', permission: 'VIEW_WALLET_LOGS' })
  );
}

/** The vehicle page: the fleet's viewers, and the agents whose workspace links there. */
export function mayViewVehiclePage(role: Role): boolean {
  return (
    can(role, { layer: 'vehicles', permission: 'VIEW_PAGE' }) ||
    can(role, { layer: 'task', permission: 'RESOLVE_TASKS' })
  );
}

/** A vehicle's life cycle: vehicles.VIEW_LIFE_CYCLE reads all; an agent one vehicle's (the workspace tab). */
export function mayReadVehicleLifeCycle(role: Role, vehicleId: string | null | undefined): boolean {
  return (
    can(role, { layer: 'vehicles', permission: 'VIEW_LIFE_CYCLE' }) ||
    (!!vehicleId && can(role, { layer: 'task', permission: 'RESOLVE_TASKS' }))
  );
}

/** Ride images: rides.VIEW_IMAGES reads any ride's; an agent resolving tasks those of the task in hand. */
export function mayReadRideImages(role: Role): boolean {
  return (
    can(role, { layer: 'rides', permission: 'VIEW_IMAGES' }) ||
    can(role, { layer: 'task', permission: 'RESOLVE_TASKS' })
  );
}
