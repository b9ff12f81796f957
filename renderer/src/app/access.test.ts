import { describe, expect, it } from 'vitest';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { gateAllows } from './access';
import { menuFor as menuForRoutes, selectedMenuKey } from './menu';
import { TASK_AREA_SETTINGS_PATH } from './paths';
import { APP_ROUTES } from './routes';
import type { AppRoute } from './routeTypes';
import { APPROVALS_GATE } from '../features/approvals/PendingApprovalsBadge';

const menuFor = (r: Parameters<typeof menuForRoutes>[0], routes: readonly AppRoute[] = APP_ROUTES) =>
  menuForRoutes(r, routes);

const role = (permissions: RoleLike['permissions'], level = 5): RoleLike => ({ level, permissions });
const menuKeys = (r: RoleLike | null) => menuFor(r).flatMap((g) => g.items.map((i) => i.key));

describe('gates', () => {
  it('denies everything without a role, even login-only pages are left to the layout', () => {
    expect(gateAllows(null, gate('home.VIEW_PAGE'))).toBe(false);
    expect(gateAllows(null, 'login')).toBe(true);
    expect(gateAllows(null, 'none')).toBe(true);
  });

  it('allows level 0 everything', () => {
    expect(gateAllows(role({}, 0), gate('roles.MODIFY'))).toBe(true);
  });

  it('needs the named flag otherwise', () => {
    expect(gateAllows(role({ roles: { VIEW_PAGE: true } }), gate('roles.VIEW_PAGE'))).toBe(true);
    expect(gateAllows(role({ roles: { VIEW_PAGE: false } }), gate('roles.VIEW_PAGE'))).toBe(false);
  });
});

describe('menu filtering by role', () => {
  it('shows a support agent only what their flags allow, plus login-only items', () => {
    const agent = role({ home: { VIEW_PAGE: true }, task: { RESOLVE_TASKS: true } });
    expect(menuKeys(agent)).toEqual(['dashboard', 'resolve-tasks', 'users-life-cycle']);
  });

  it('drops empty groups', () => {
    const groups = menuFor(role({ home: { VIEW_PAGE: true } }));
    expect(groups.map((g) => g.id)).toEqual(['overview', 'users']);
  });

  it('gates menu items with their own permission when the route has none', () => {
    expect(menuKeys(role({}))).not.toContain('bills');
    expect(menuKeys(role({ bills: { VIEW_PAGE: true } }))).toContain('bills');
  });

  it('shows a level-0 role every menu item', () => {
    const all = APP_ROUTES.filter((r) => r.menu).map((r) => r.path);
    expect(menuKeys(role({}, 0)).sort()).toEqual(all.sort());
  });

  it('applies a role-level bound on an item', () => {
    const routes: AppRoute[] = [
      {
        path: 'x',
        gate: 'login',
        title: 'X',
        page: { load: async () => ({ default: () => null }) },
        menu: { group: 'overview', label: 'X', icon: 'dashboard', level: 3 },
      },
    ];
    expect(menuFor(role({}, 2), routes)[0]?.items).toHaveLength(1);
    expect(menuFor(role({}, 3), routes)).toHaveLength(0);
  });

  it('never lists routes with parameters or the secret task-area path', () => {
    for (const key of menuKeys(role({}, 0))) {
      expect(key).not.toContain(':');
      expect(key).not.toBe(TASK_AREA_SETTINGS_PATH);
    }
  });

  it('selects the longest matching menu path', () => {
    const groups = menuFor(role({}, 0));
    expect(selectedMenuKey('/app/vehicles/out-of-fence', groups)).toBe('vehicles/out-of-fence');
    expect(selectedMenuKey('/app/vehicles', groups)).toBe('vehicles');
    expect(selectedMenuKey('/app/nowhere', groups)).toBeNull();
  });
});

describe('Pending approvals: the route, its menu item and the badge follow mayApproveMoney', () => {
  const approvals = APP_ROUTES.find((r) => r.path === 'approvals')!;
  const withDepartment = (
    permissions: RoleLike['permissions'],
    level: number,
    department: string,
  ): RoleLike => ({ level, department, permissions });

  it.each<[string, RoleLike, boolean]>([
    ['users.EDIT_USER_BALANCE', role({ users: { EDIT_USER_BALANCE: true } }), true],
    ['users.EDIT_TEAM_BALANCE only', role({ users: { EDIT_TEAM_BALANCE: true } }), true],
    ['the Administration department', withDepartment({}, 5, 'Administration'), true],
    ['level 1', role({}, 1), true],
    ['users.EDIT_SELF_BALANCE only', role({ users: { EDIT_SELF_BALANCE: true } }), false],
    ['no balance right', role({ home: { VIEW_PAGE: true }, task: { RESOLVE_TASKS: true } }), false],
  ])('%s: %s', (_name, r, allowed) => {
    expect(gateAllows(r, approvals.gate)).toBe(allowed);
    expect(gateAllows(r, APPROVALS_GATE)).toBe(allowed);
    expect(menuKeys(r).includes('approvals')).toBe(allowed);
  });

  it('nobody signed out', () => {
    expect(gateAllows(null, approvals.gate)).toBe(false);
  });
});
