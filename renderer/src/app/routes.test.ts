import { describe, expect, it } from 'vitest';
import { TASK_AREA_SETTINGS_PATH, pageTitle, PUBLIC_ROUTES } from './paths';
import { APP_ROUTES } from './routes';
import type { RouteGate } from './routeTypes';

const gateName = (gate: RouteGate): string =>
  typeof gate === 'string'
    ? gate
    : 'level' in gate
      ? `level<${gate.level}`
      : 'rule' in gate
        ? `rule:${gate.rule}`
        : `${gate.layer}.${gate.permission}`;

const byPath = new Map(APP_ROUTES.map((route) => [route.path, route]));

// 03 §2.2, one row per path; where the spec names no flag, the section's view flag.
const EXPECTED: Record<string, string> = {
  users: 'users.VIEW_PAGE',
  areas: 'areas.VIEW_PAGE',
  'areas/:id': 'areas.VIEW_PAGE',
  distributions: 'distribution.VIEW_PAGE',
  notifications: 'notifications.VIEW_PAGE',
  'notification/:id': 'notifications.VIEW_PAGE',
  promocodes: 'promocodes.VIEW_PAGE',
  rentals: 'rentals.VIEW_PAGE',
  dashboard: 'home.VIEW_PAGE',
  'user/:id': 'users.VIEW_PAGE',
  rides: 'rides.VIEW_PAGE',
  'vehicle/:id': 'none',
  'vehicles/out-of-fence': 'none',
  'rides/:rideId': 'none',
  bills: 'none',
  'task/:taskId': 'none',
  'untapped-rides': 'rides.VIEW_UNTAPPED_PAGE',
  settings: 'settings.VIEW_TAB',
  payment_methods: 'settings.ADJUST_PAYMENT_METHODS',
  'rating-reccomendations': 'settings.MODIFY_RATING_RECCOMENDATIONS',
  'rate-limit': 'rateLimiter.VIEW_PAGE',
  'third-parties-limit': 'settings.VIEW_THIRD_PARTIES_LIMITS',
  urgent: 'vehicles.VIEW_URGENT_VEHICLES',
  'ride/images': 'rides.VIEW_IMAGES',
  reservations: 'reservations.VIEW',
  'reservations-analytics': 'reservations.VIEW_ANALYTICS',
  'contact-reasons': 'rides.VIEW_CONTACT_REASONS',
  'contact-reasons-categories': 'rides.MODIFY_CONTACT_REASON_CATEGORIES',
  'ride/ratings': 'rides.VIEW_RIDES_RATINGS',
  'rating-analytics': 'analytics.VIEW_RATINGS_ANALYTICS',
  prime: 'prime.VIEW_PAGE',
  'prime-analytics': 'prime.VIEW_ANALYTICS',
  'wallet-analytics': 'analytics.VIEW_WALLET_ANALYTICS',
  'heat/data': 'analytics.VIEW_HEAT_DATA',
  'analytics-summary': 'analytics.VIEW_SUMMARIES',
  cohorts: 'analytics.VIEW_COHORTS',
  'bill/analytics': 'bills.VIEW_ANALYTICS',
  'ride/analytics': 'rides.VIEW_ANALYTICS',
  'ride/heatmap': 'rides.VIEW_ANALYTICS',
  'user/analytics': 'analytics.VIEW_SUMMARIES',
  'rental/analytics': 'rentals.VIEW_ANALYTICS',
  'vehicles/counter/analytics': 'vehicles.VIEW_ANALYTICS',
  'userLog/analytics': 'users.VIEW_BEHAVIOUR_LOGS',
  pricing: 'pricing.VIEW_PAGE',
  'users-life-cycle': 'login',
  vehicles: 'vehicles.VIEW_PAGE',
  // Issue 9 item 5: the same list for the e-bikes, under the same flag.
  bikes: 'vehicles.VIEW_PAGE',
  'vehicles-life-cycle': 'vehicles.VIEW_LIFE_CYCLE',
  'vehicles-iot-battery-alert': 'vehicles.IOT_BATTERY_ALERTS',
  'vehicles-activation-cycle': 'vehicles.VIEW_ACTIVATION_CYCLE',
  'vehicles-malfunction-alert': 'vehicles.VIEW_VEHICLE_MALFUNCTION_ALERT',
  'vehicles/counter': 'vehicles.VIEW_SNAPSHOT_COUNTER',
  attendance: 'attendance.VIEW_PAGE',
  'attendance/user/:id': 'attendance.VIEW_PAGE',
  maintenance: 'maintenance.VIEW_PAGE',
  'referred-users': 'users.VIEW_PAGE',
  'refer-initiator-users': 'users.VIEW_PAGE',
  'top-riders-by-area': 'users.VIEW_PAGE',
  'express-partners': 'express.VIEW_PAGE',
  'express-partner/:id': 'express.VIEW_PAGE',
  roles: 'roles.VIEW_PAGE',
  'roles/create': 'roles.VIEW_PAGE',
  'roles/:roleId': 'roles.VIEW_PAGE',
  targets: 'target.SET',
  'targets/actual': 'target.VIEW',
  'inventory/items': 'inventory.VIEW_PAGE',
  'inventory/items/:id': 'inventory.VIEW_PAGE',
  'inventory/inputs': 'inventory.VIEW_PAGE',
  'inventory/transfers': 'inventory.VIEW_PAGE',
  'inventory/consumption': 'inventory.VIEW_PAGE',
  'inventory/returns': 'inventory.VIEW_PAGE',
  'inventory/urgent': 'inventory.VIEW_PAGE',
  'inventory/storages': 'inventory.VIEW_PAGE',
  'inventory/storages/:id': 'inventory.VIEW_PAGE',
  'inventory/analytics': 'inventory.VIEW_PAGE',
  'inventory/sorting': 'inventory.VIEW_PAGE',
  'inventory/requests': 'inventory.VIEW_PAGE',
  'inventory/damaged-parts-requests': 'inventory.VIEW_PAGE',
  wallet: 'task.VIEW_WALLET_LOGS',
  approvals: 'rule:mayApproveMoney',
  'approval-thresholds': 'settings.VIEW_TAB',
  'wallet-auto-charge': 'task.VIEW_WALLET_AUTO_CHARGES',
  'custody-transfer': 'custodyTransfer.VIEW_PAGE',
  'app-sessions': 'users.APP_SESSIONS',
  'ops-sessions': 'users.OPS_SESSIONS',
  'id-verify': 'users.VIEW_VERIFICATION',
  'id-verify/data-entry/:_id': 'users.VIEW_VERIFICATION',
  'id-verify/list': 'users.VIEW_VERIFICATION',
  'id-verify/:_id': 'users.VIEW_VERIFICATION',
  'auto-settlings': 'bills.VIEW_AUTO_SETTLINGS',
  'payment-transactions': 'bills.VIEW_PAYMENT_TRANSACTIONS',
  // 02 §2 lists IntervalPayments without a path; its schema comment explains the gate.
  'interval-payments': 'bills.VIEW_PAYMENT_TRANSACTIONS',
  'resolve-tasks': 'task.RESOLVE_TASKS',
  tasks: 'task.VIEW_TASKS_TABLE',
  'tasks/handling-times': 'task.VIEW_TASKS_TABLE',
  'users-checked-in-tasks': 'task.VIEW_TASKS_TABLE',
  'support-team-attendance': 'task.VIEW_SUPPORT_TEAM_ATTENDANCE',
  'task-assignment-settings': 'task.VIEW_SETTINGS',
  [TASK_AREA_SETTINGS_PATH]: 'task.VIEW_TASK_AREA_SETTINGS',
  'ops-tasks': 'opsTask.VIEW_PAGE',
  'on-ground-team': 'onGroundTeam.VIEW_PAGE',
};

describe('route table (03 §2.2)', () => {
  it.each(Object.entries(EXPECTED))('%s is gated by %s', (path, gate) => {
    const route = byPath.get(path);
    expect(route, `missing route ${path}`).toBeDefined();
    expect(gateName(route!.gate)).toBe(gate);
  });

  it('has no route the spec does not list, and no duplicates', () => {
    expect(APP_ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('puts task area settings at ta{secret} with the default secret', () => {
    expect(TASK_AREA_SETTINGS_PATH).toMatch(/^ta.+/);
    expect(byPath.get(TASK_AREA_SETTINGS_PATH)?.menu).toBeUndefined();
  });

  it('titles the vehicle lists Scooters and Bikes, side by side in the vehicles menu (02 §2)', () => {
    const entries = APP_ROUTES.filter((r) => r.menu?.group === 'vehicles').map((r) => [
      r.path,
      r.title,
      r.menu!.label,
    ]);
    const at = entries.findIndex(([path]) => path === 'vehicles');
    expect(entries.slice(at, at + 2)).toEqual([
      ['vehicles', 'Scooters', 'Scooters'],
      ['bikes', 'Bikes', 'Bikes'],
    ]);
  });

  it('makes resolve-tasks full width and nothing else', () => {
    expect(APP_ROUTES.filter((r) => r.fullWidth).map((r) => r.path)).toEqual(['resolve-tasks']);
  });

  it('gives every route a title and a page loaded on demand', () => {
    for (const route of APP_ROUTES) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.page.load, route.path).toBeTypeOf('function');
    }
  });

  it('suffixes page titles with the dashboard name', () => {
    expect(pageTitle('Roles')).toBe('Roles | Ops Dashboard');
  });

  it('has the four public pages', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual(['login', 'verify-otp', '404', 'access-denied']);
  });
});
