import { createContext, useContext } from 'react';
import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import { gateAllows } from './access';
import { appPath } from './paths';
import type { AppRoute, IconKey, MenuGroupId } from './routeTypes';

/** The side menu's groups, in order. */
export const MENU_GROUPS: ReadonlyArray<{ id: MenuGroupId; label: string }> = [
  { id: 'overview', label: 'Overview' },
  { id: 'tasks', label: 'Tasks & Support' },
  { id: 'users', label: 'Users' },
  { id: 'rides', label: 'Rides & Rentals' },
  { id: 'vehicles', label: 'Vehicles' },
  { id: 'finance', label: 'Finance' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'inventory', label: 'Inventory' },
  { id: 'operations', label: 'Operations' },
  { id: 'administration', label: 'Administration' },
];

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
export function menuFor(role: RoleLike | null | undefined, routes: readonly AppRoute[]): MenuGroup[] {
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

/**
 * The signed-in user's menu, worked out once by the app layout (which holds the route
 * table). Pages read it here so that no page imports the table that lazily imports it.
 */
export const MenuContext = createContext<MenuGroup[]>([]);
export const useMenuGroups = (): MenuGroup[] => useContext(MenuContext);
