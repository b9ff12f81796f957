import type { ComponentType } from 'react';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import type { Gate } from '@ops/shared/rules/permissions/catalogue';

/**
 * A gate that one flag cannot say: a rule of shared/rules the server refuses with too
 * (the money approvers: any of several balance flags, or the Administration department).
 * `rule` names it for tests and messages.
 */
export interface RuleGate {
  rule: string;
  allows: (role: RoleLike | null | undefined) => boolean;
}

/**
 * How a route is guarded (03 §2.2): a catalogue flag, a role-level bound, a shared rule,
 * 'login' (signed in is enough) or 'none' (no permission gate; the app layout still needs
 * a signed-in user).
 */
export type RouteGate = Gate | { level: number } | RuleGate | 'login' | 'none';

export type MenuGroupId =
  | 'overview'
  | 'tasks'
  | 'users'
  | 'rides'
  | 'vehicles'
  | 'finance'
  | 'analytics'
  | 'inventory'
  | 'operations'
  | 'administration';

/** Icon names resolved to components in `features/shell/menuIcons.tsx` (keeps this table pure). */
export type IconKey =
  | 'dashboard'
  | 'users'
  | 'idCard'
  | 'rides'
  | 'vehicles'
  | 'alert'
  | 'tasks'
  | 'resolve'
  | 'attendance'
  | 'settings'
  | 'wallet'
  | 'bills'
  | 'analytics'
  | 'heat'
  | 'inventory'
  | 'area'
  | 'roles'
  | 'bell'
  | 'gift'
  | 'crown'
  | 'calendar'
  | 'star'
  | 'message'
  | 'shield'
  | 'team'
  | 'target'
  | 'swap'
  | 'tool'
  | 'history'
  | 'partner'
  | 'credit'
  | 'map';

export interface MenuEntry {
  group: MenuGroupId;
  label: string;
  icon: IconKey;
  /**
   * The menu item's own view permission when it differs from the route's gate
   * (03 §2.3: each menu item needs its own view permission).
   */
  gate?: RouteGate;
  /** Some items also need a role level: shown when this bound is greater than the user's level. */
  level?: number;
}

export type PageModule = { default: ComponentType };

/** Every route's page, loaded on demand (03 §2.2). */
export type PageRef = { load: () => Promise<PageModule> };

export interface AppRoute {
  /** Path under /app, react-router syntax (`user/:id`). */
  path: string;
  gate: RouteGate;
  title: string;
  page: PageRef;
  menu?: MenuEntry;
  /**
   * Where the spec gives the route no gate ('none') but the page's data has one: the guard shows
   * the no-access page instead of a page whose first request is refused (issue 23 item 5). The
   * menu and the spec's route table still read `gate`.
   */
  dataGate?: RouteGate;
  /** Full width, no fixed side menu (resolve-tasks). */
  fullWidth?: boolean;
}

/** What each route's match carries for the layout (its title, and whether the page takes the whole width). */
export interface RouteHandle {
  title: string;
  fullWidth: boolean;
}
