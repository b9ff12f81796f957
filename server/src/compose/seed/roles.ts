import type { Department, Layer, PermissionOf } from '@ops/shared/rules/permissions/catalogue';

/** `{ layer: { FLAG: true } }`, type-checked against the catalogue: an unknown flag does not compile. */
export type DemoPermissions = { [L in Layer]?: { [P in PermissionOf<L>]?: true } };

export interface DemoRole {
  name: string;
  level: number;
  department: Department;
  permissions: DemoPermissions;
}

function flags<L extends Layer>(...names: Array<PermissionOf<L>>): { [P in PermissionOf<L>]?: true } {
  return Object.fromEntries(names.map((name) => [name, true])) as { [P in PermissionOf<L>]?: true };
}

const supportAgent: DemoPermissions = {
  home: flags<'home'>('VIEW_PAGE', 'VIEW_URGENT_VEHICLES'),
  task: flags<'task'>('VIEW_PAGE', 'RESOLVE_TASKS', 'FLAG_TASK', 'VIEW_WALLET_LOGS'),
  vehicles: flags<'vehicles'>(
    'VIEW_PAGE',
    'ACKNOWLEDGE_STOLEN_ALERT',
    'CHANGE_SPEED',
    'UPDATE_MOTOR_LOCK',
    'SEND_COMMANDS',
    'CONVERT_TO_DISABLED',
    'VIEW_LIFE_CYCLE',
    'VIEW_URGENT_VEHICLES',
  ),
  rides: flags<'rides'>('VIEW_PAGE', 'TAKE_ACTIONS', 'VIEW_IMAGES'),
  users: flags<'users'>(
    'VIEW_PAGE',
    'EDIT_USER_BALANCE',
    'ACTIVATE_USER',
    'VIEW_VERIFICATION',
    'VERIFY_ID_REQUESTS',
  ),
  prime: flags<'prime'>('VIEW_PAGE', 'STOP_USER_PLAN_RENEWALS'),
  bills: flags<'bills'>('VIEW_PAGE'),
};

const supportSupervisor: DemoPermissions = {
  ...supportAgent,
  task: flags<'task'>(
    'VIEW_PAGE',
    'RESOLVE_TASKS',
    'FLAG_TASK',
    'VIEW_WALLET_LOGS',
    'VIEW_TASKS_TABLE',
    'CHECK_USERS_OUT',
    'SET_USERS_ON_BREAK',
    'VIEW_SUPPORT_TEAM_ATTENDANCE',
    'VIEW_SETTINGS',
    'UPDATE_SETTINGS',
    'VIEW_TASK_AREA_SETTINGS',
    'UPDATE_TASK_AREA_SETTINGS',
    'DELETE_TASK_AREA_SETTINGS',
    'BULK_TRANSFER_FLAGGED_TASKS',
    'FORCE_TRANSFER',
    'ADD_CUSTOM_PENDING_TIME',
    'EXPORT',
  ),
  users: flags<'users'>(
    'VIEW_PAGE',
    'EDIT_USER_BALANCE',
    'ACTIVATE_USER',
    'VIEW_VERIFICATION',
    'VERIFY_ID_REQUESTS',
    'BYPASS_NATIONAL_ID_VERIFICATION',
    'APP_SESSIONS',
  ),
  attendance: flags<'attendance'>('VIEW_PAGE'),
  // Battery-count mismatches of custody transfers come to supervisors as tasks (issue 12 §2).
  custodyTransfer: flags<'custodyTransfer'>('VIEW_PAGE', 'RESOLVE_MISMATCH'),
  prime: flags<'prime'>('VIEW_PAGE', 'STOP_USER_PLAN_RENEWALS', 'REMOVE_USER_PLAN'),
  rides: flags<'rides'>('VIEW_PAGE', 'TAKE_ACTIONS', 'VIEW_IMAGES', 'VIEW_RIDES_RATINGS', 'EXPORT'),
};

/** The demo data set's roles. Level: lower number = higher rank; 0 is super. */
export const DEMO_ROLES: DemoRole[] = [
  { name: 'Super Admin', level: 0, department: 'Administration', permissions: {} },
  {
    name: 'Operations Manager',
    level: 2,
    department: 'Operations',
    permissions: {
      home: flags<'home'>('VIEW_PAGE', 'VIEW_URGENT_VEHICLES', 'ALLOW_MOBILE_ACCESS'),
      areas: flags<'areas'>('VIEW_PAGE', 'EDIT', 'OPS_FENCE_ALWAYS_VISIBLE'),
      vehicles: flags<'vehicles'>(
        'VIEW_PAGE',
        'VIEW_URGENT_VEHICLES',
        'VIEW_LIFE_CYCLE',
        'IOT_BATTERY_ALERTS',
        'VIEW_ACTIVATION_CYCLE',
        'VIEW_VEHICLE_MALFUNCTION_ALERT',
        'ACKNOWLEDGE_STOLEN_ALERT',
        'CHANGE_SPEED',
        'UPDATE_MOTOR_LOCK',
        'SEND_COMMANDS',
        'ACTIVATE_AND_RING',
        'CONVERT_TO_DISABLED',
        'MUTE',
        'FORCE_UNLOCK',
        'OPS_READ',
        'OPS_DISABLE',
        'VIEW_SNAPSHOT_COUNTER',
        'VIEW_ANALYTICS',
        'EXPORT',
      ),
      rides: flags<'rides'>(
        'VIEW_PAGE',
        'VIEW_IMAGES',
        'VIEW_ANALYTICS',
        'TAKE_ACTIONS',
        'VIEW_RIDES_RATINGS',
        'VIEW_UNTAPPED_PAGE',
        'VIEW_CONTACT_REASONS',
        'MODIFY_CONTACT_REASONS',
        'MODIFY_CONTACT_REASON_CATEGORIES',
        'EXPORT',
      ),
      rentals: flags<'rentals'>('VIEW_PAGE', 'UPDATE_STATUS', 'EXPORT'),
      reservations: flags<'reservations'>('VIEW', 'EXPORT', 'VIEW_ANALYTICS'),
      users: flags<'users'>('VIEW_PAGE', 'OPS_SESSIONS', 'EDIT_TEAM_BALANCE', 'EDIT_USER'),
      maintenance: flags<'maintenance'>(
        'VIEW_PAGE',
        'OPEN_TICKETS',
        'REVIEW_TICKETS',
        'SUBMIT_RECORDS',
        'RESOLVE_RECORDS',
        'EXPORT',
      ),
      inventory: flags<'inventory'>('VIEW_PAGE', 'EDIT_ITEMS', 'MANAGE_STOCK', 'CONSUME', 'EXPORT'),
      custodyTransfer: flags<'custodyTransfer'>('VIEW_PAGE', 'RESOLVE_MISMATCH'),
      opsTask: flags<'opsTask'>(
        'VIEW_PAGE',
        'RESOLVE',
        'START_FOR_OTHERS',
        'BYPASS_LOCATION',
        'MANAGE',
        'EXPORT',
      ),
      attendance: flags<'attendance'>('VIEW_PAGE', 'MANUAL_EDIT'),
      distribution: flags<'distribution'>('VIEW_PAGE'),
      onGroundTeam: flags<'onGroundTeam'>('VIEW_PAGE'),
      target: flags<'target'>('VIEW'),
      roles: flags<'roles'>('VIEW_PAGE'),
      task: flags<'task'>('VIEW_PAGE', 'VIEW_TASKS_TABLE'),
    },
  },
  {
    name: 'Finance',
    level: 3,
    department: 'Accounting',
    permissions: {
      home: flags<'home'>('VIEW_PAGE'),
      bills: flags<'bills'>(
        'VIEW_PAGE',
        'REFUND',
        'MANUAL_BILLS',
        'VIEW_AUTO_SETTLINGS',
        'VIEW_PAYMENT_TRANSACTIONS',
        'VIEW_ANALYTICS',
        'EXPORT',
      ),
      task: flags<'task'>('VIEW_WALLET_LOGS', 'VIEW_WALLET_AUTO_CHARGES'),
      analytics: flags<'analytics'>(
        'VIEW_SUMMARIES',
        'VIEW_COHORTS',
        'VIEW_RATINGS_ANALYTICS',
        'VIEW_WALLET_ANALYTICS',
        'VIEW_HEAT_DATA',
        'EXPORT',
      ),
      users: flags<'users'>('VIEW_PAGE', 'EDIT_USER_BALANCE'),
      settings: flags<'settings'>('EXPORT_WITHOUT_LIMIT'),
      target: flags<'target'>('VIEW'),
      prime: flags<'prime'>('VIEW_PAGE', 'VIEW_ANALYTICS', 'EXPORT'),
    },
  },
  { name: 'Support Supervisor', level: 4, department: 'Operations', permissions: supportSupervisor },
  {
    name: 'Marketing',
    level: 5,
    department: 'Marketing',
    permissions: {
      home: flags<'home'>('VIEW_PAGE'),
      promocodes: flags<'promocodes'>('VIEW_PAGE', 'EDIT', 'EXPORT'),
      notifications: flags<'notifications'>('VIEW_PAGE'),
      analytics: flags<'analytics'>('VIEW_SUMMARIES', 'VIEW_COHORTS', 'VIEW_RATINGS_ANALYTICS'),
      rides: flags<'rides'>('VIEW_RIDES_RATINGS'),
      users: flags<'users'>('VIEW_PAGE'),
      prime: flags<'prime'>('VIEW_PAGE', 'VIEW_ANALYTICS', 'EDIT_PLANS'),
    },
  },
  { name: 'Support Agent', level: 6, department: 'Operations', permissions: supportAgent },
  {
    name: 'Field Technician',
    level: 8,
    department: 'Operations',
    permissions: {
      home: flags<'home'>('VIEW_PAGE', 'ALLOW_MOBILE_ACCESS'),
      vehicles: flags<'vehicles'>('VIEW_PAGE'),
      opsTask: flags<'opsTask'>('VIEW_PAGE', 'RESOLVE'),
      maintenance: flags<'maintenance'>('VIEW_PAGE', 'OPEN_TICKETS', 'SUBMIT_RECORDS'),
      inventory: flags<'inventory'>('VIEW_PAGE', 'CONSUME', 'REQUEST_PARTS'),
      custodyTransfer: flags<'custodyTransfer'>('VIEW_PAGE', 'ACCEPT'),
      attendance: flags<'attendance'>('VIEW_PAGE'),
    },
  },
];
