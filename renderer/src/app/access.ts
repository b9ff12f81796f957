import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import { APP_ROUTES, MENU_GROUPS, appPath } from './routes';
import type { AppRoute, IconKey, MenuGroupId, RouteGate } from './routeTypes';

/**
 * Whether a signed-in user with this role may open a route. 'login' and 'none' need
 * only the sign-in the app layout already demands.
 */
export function gateAllows(role: RoleLike | null | undefined, gate: RouteGate): boolean {
  if (gate === 'login' || gate === 'none') return true;
  return can(role, gate);
}

export function routeAllowed(role: RoleLike | null | undefined, route: AppRoute): boolean {
  return gateAllows(role, route.gate);
}

export interface MenuItem {
  key: string;
  path: string;
  label: string;
  icon: IconKey;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  items: MenuItem[];
}

/**
 * The side drawer's groups for a role: each item behind its own view permission and,
 * where given, a role level; empty groups are dropped so nobody sees a bare heading.
 */
export function menuFor(role: RoleLike | null | undefined, routes: readonly AppRoute[] = APP_ROUTES): MenuGroup[] {
  return MENU_GROUPS.map(({ id, label }) => ({
    id,
    label,
    items: routes
      .filter((route) => route.menu?.group === id)
      .filter((route) => gateAllows(role, route.menu?.gate ?? route.gate))
      .filter((route) => route.menu?.level === undefined || can(role, { level: route.menu.level }))
      .map((route) => ({
        key: route.path,
        path: appPath(route.path),
        label: route.menu!.label,
        icon: route.menu!.icon,
      })),
  })).filter((group) => group.items.length > 0);
}

/** The menu key of the current location: the longest menu path that prefixes it. */
export function selectedMenuKey(pathname: string, groups: MenuGroup[]): string | null {
  let best: MenuItem | null = null;
  for (const item of groups.flatMap((group) => group.items)) {
    const matches = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (matches && (!best || item.path.length > best.path.length)) best = item;
  }
  return best?.key ?? null;
}
