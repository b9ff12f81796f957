import { describe, expect, it } from 'vitest';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import { dashboardPartsFor, landsOnDashboard, storedParts } from './earlyRead';

const at = (pathname: string, hash = '', protocol = 'https:') => ({ protocol, pathname, hash });
const role = (permissions: RoleLike['permissions'], level = 5): RoleLike => ({ level, permissions });

describe('the dashboard read at start-up (issue 29 §4)', () => {
  it('is sent for a start-up that lands on the dashboard, directly or by its redirects', () => {
    expect(landsOnDashboard(at('/app/dashboard'))).toBe(true);
    expect(landsOnDashboard(at('/app/dashboard/'))).toBe(true);
    expect(landsOnDashboard(at('/'))).toBe(true);
    expect(landsOnDashboard(at('/app'))).toBe(true);
    expect(landsOnDashboard(at('/app/'))).toBe(true);
    expect(landsOnDashboard(at('/app/users'))).toBe(false);
    expect(landsOnDashboard(at('/login'))).toBe(false);
    expect(landsOnDashboard(at('/app/dashboards'))).toBe(false);
  });

  it('reads the route from the hash in the desktop build loaded from files', () => {
    expect(landsOnDashboard(at('/opt/ops/index.html', '#/app/dashboard', 'file:'))).toBe(true);
    expect(landsOnDashboard(at('/opt/ops/index.html', '', 'file:'))).toBe(true);
    expect(landsOnDashboard(at('/opt/ops/index.html', '#/app/rides', 'file:'))).toBe(false);
  });

  it('asks only for parts it knows, and nothing from an empty, partly unknown or missing list', () => {
    expect(storedParts(['rides', 'fleet'])).toEqual(['rides', 'fleet']);
    expect(storedParts([])).toBeNull();
    expect(storedParts(['rides', 'salaries'])).toBeNull();
    expect(storedParts(null)).toBeNull();
  });

  it('keeps the parts the role shows, none for a role the dashboard route refuses', () => {
    expect(dashboardPartsFor(role({ home: { VIEW_PAGE: true }, rides: { VIEW_PAGE: true } }))).toEqual([
      'rides',
    ]);
    expect(dashboardPartsFor(role({ rides: { VIEW_PAGE: true } }))).toEqual([]);
    expect(dashboardPartsFor(role({}, 0))).toHaveLength(7);
    expect(dashboardPartsFor(null)).toEqual([]);
  });
});
