import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import type { AppRoute, RouteGate } from './routeTypes';

/**
 * Whether a signed-in user with this role may open a route. 'login' and 'none' need
 * only the sign-in the app layout already demands.
 */
export function gateAllows(role: RoleLike | null | undefined, gate: RouteGate): boolean {
  if (gate === 'login' || gate === 'none') return true;
  if ('rule' in gate) return gate.allows(role);
  return can(role, gate);
}

export function routeAllowed(role: RoleLike | null | undefined, route: AppRoute): boolean {
  return gateAllows(role, route.gate) && (route.dataGate === undefined || gateAllows(role, route.dataGate));
}
