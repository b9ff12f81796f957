/**
 * The permission catalogue: every layer and flag named anywhere in the three
 * specification documents, with the sentence a role editor shows beside it.
 * Where the spec describes a permission without naming its flag, the name here
 * is ours and the description quotes the spec's wording.
 */
export const PERMISSION_CATALOGUE = {
  home: {
    VIEW_PAGE: 'View the dashboard',
    ALLOW_MOBILE_ACCESS: 'Use the dashboard from a mobile device',
    VIEW_URGENT_VEHICLES: 'Receive urgent and out-of-fence vehicle alerts',
  },
  users: {
    VIEW_PAGE: 'View the users list',
    EDIT_USER: 'Edit users and their roles',
    EDIT_SELF_BALANCE: 'Edit own balance',
    EDIT_USER_BALANCE: 'Edit any user balance',
    EDIT_TEAM_BALANCE: 'Edit balances of lower-ranked staff in the same department',
    EDIT_SELF_AREA: 'Edit own areas',
    REMOVE_CARD: 'Remove a saved card',
    RESET_OTP: 'Reset phone number one-time codes',
    EXPORT: 'Export users',
    APP_SESSIONS: 'View app sessions',
    OPS_SESSIONS: 'View ops sessions',
    VIEW_VERIFICATION: 'View ID verification pages',
    VERIFY_ID_REQUESTS: 'Review pending ID verification requests',
    BYPASS_NATIONAL_ID_VERIFICATION: 'Accept Without Validation',
    CHANGE_NATIONAL_ID: 'Change or remove a verified national ID',
    VIEW_BEHAVIOUR_LOGS: 'View user behaviour logs',
    VIEW_WALLET_ACTIONS: 'View wallet actions',
    ACTIVATE_USER: 'Activate and deactivate users',
  },
  areas: {
    VIEW_PAGE: 'View areas',
    EDIT: 'Edit areas and fences',
    OPS_FENCE_ALWAYS_VISIBLE: 'Ops fences always visible on the map',
  },
  notifications: { VIEW_PAGE: 'View notifications', SEND: 'Send push notifications to riders' },
  promocodes: {
    VIEW_PAGE: 'View promocodes',
    EDIT: 'Create and edit promocodes',
    EXPORT: 'Export promocodes',
  },
  // UPDATE_STATUS is ours: issue 9 §4 asks for the rental transitions and the spec names no flag.
  // EXPORT is ours too (02 §6: each module has its export permission).
  rentals: {
    VIEW_PAGE: 'View rentals',
    VIEW_ANALYTICS: 'View rental analytics',
    UPDATE_STATUS: 'Move day rentals through pending, ready, delivered, collected',
    EXPORT: 'Export rentals',
  },
  rides: {
    VIEW_PAGE: 'View rides',
    TAKE_ACTIONS: 'End and pay, End for Free',
    VIEW_IMAGES: 'View ride images',
    VIEW_CONTACT_REASONS: 'View contact reasons',
    MODIFY_CONTACT_REASON_CATEGORIES: 'Modify contact reason categories',
    // Ours: 03 §6 names "contact reasons" in the rides layer without a flag for editing them.
    MODIFY_CONTACT_REASONS: 'Create, edit and order contact reasons',
    VIEW_UNTAPPED_PAGE: 'View untapped rides',
    VIEW_RIDES_RATINGS: 'View ride ratings',
    VIEW_ANALYTICS: 'View ride analytics and heatmap',
    EXPORT: 'Export rides',
  },
  settings: {
    VIEW_TAB: 'View settings',
    ADJUST_PAYMENT_METHODS: 'Adjust payment methods',
    MODIFY_RATING_RECCOMENDATIONS: 'Modify rating recommendations',
    VIEW_THIRD_PARTIES_LIMITS: 'View third-party limits',
    EXPORT_WITHOUT_LIMIT: 'Export without the 95-day limit',
  },
  rateLimiter: { VIEW_PAGE: 'View rate limits', BLOCK_IP: 'Block an IP', UNBLOCK_IP: 'Unblock an IP' },
  vehicles: {
    VIEW_PAGE: 'View vehicles and stolen alerts',
    VIEW_URGENT_VEHICLES: 'View urgent vehicles',
    VIEW_LIFE_CYCLE: 'View vehicle life cycle',
    IOT_BATTERY_ALERTS: 'View IoT battery alerts',
    VIEW_ACTIVATION_CYCLE: 'View activation cycle',
    VIEW_VEHICLE_MALFUNCTION_ALERT: 'View malfunction alerts',
    ACKNOWLEDGE_STOLEN_ALERT: 'Acknowledge lost/stolen alerts',
    CHANGE_SPEED: 'Change speed limit',
    UPDATE_MOTOR_LOCK: 'Motor Lock/Unlock',
    SEND_COMMANDS: 'Send vehicle commands (restart, extunlock, ring)',
    ACTIVATE_AND_RING: 'Activate/Deactivate vehicles',
    CONVERT_TO_DISABLED: 'Disable/Enable vehicles',
    MUTE: 'Mute and unmute vehicles',
    FORCE_UNLOCK: 'Force unlock',
    CHANGE_MANUFACTURER: 'Change manufacturer',
    VIEW_BLE_KEY: 'View BLE key',
    OPS_READ: 'Ops read',
    OPS_DISABLE: 'Ops disable',
    VIEW_SNAPSHOT_COUNTER: 'View snapshot counter',
    VIEW_ANALYTICS: 'View vehicle analytics',
    EXPORT: 'Export vehicles',
  },
  // EXPORT is ours: 02 §9 has a Reservations export field list and 02 §6 one export permission per module.
  reservations: {
    VIEW: 'View reservations',
    VIEW_ANALYTICS: 'View reservation analytics',
    EXPORT: 'Export reservations',
  },
  prime: {
    VIEW_PAGE: 'View prime plans',
    VIEW_ANALYTICS: 'View prime analytics',
    STOP_USER_PLAN_RENEWALS: 'Stop Next Renewal',
    REMOVE_USER_PLAN: 'Remove plan from user',
    EDIT_PLANS: 'Create and edit prime plans',
    ADD_TO_USER: 'Add prime to a user',
    // Ours: 02 §6 gives each module an export permission and names none for prime.
    EXPORT: 'Export prime subscriptions',
  },
  analytics: {
    VIEW_SUMMARIES: 'View analytics summaries',
    VIEW_COHORTS: 'View cohorts',
    VIEW_RATINGS_ANALYTICS: 'View rating analytics',
    VIEW_WALLET_ANALYTICS: 'View wallet analytics',
    VIEW_HEAT_DATA: 'View heat data',
    EXPORT: 'Export analytics',
  },
  bills: {
    VIEW_PAGE: 'View bills',
    REFUND: 'Refund bills',
    // Not named in the spec: issue 8 asks for "a manual-bill permission" beside refund.
    MANUAL_BILLS: 'Create manual bills (compensation, transfer, internal, fine, remove compensation, other)',
    VIEW_AUTO_SETTLINGS: 'View auto settlings',
    VIEW_PAYMENT_TRANSACTIONS: 'View payment transactions',
    VIEW_ANALYTICS: 'View bill analytics',
    EXPORT: 'Export bills',
  },
  pricing: { VIEW_PAGE: 'View pricing', EDIT: 'Change ride prices' },
  attendance: {
    VIEW_PAGE: 'View attendance',
    MANUAL_EDIT: 'Edit attendance manually',
    BYPASS_LOCATION_CHECK_IN: 'Bypass location on check-in',
    BYPASS_LOCATION_CHECK_OUT: 'Bypass location on check-out',
  },
  maintenance: {
    VIEW_PAGE: 'View maintenance',
    // The spec names only the layer's view flag; these four are ours (issue 9 §9).
    OPEN_TICKETS: 'Open maintenance tickets',
    REVIEW_TICKETS: 'Accept and reject maintenance tickets',
    SUBMIT_RECORDS: 'Submit the work done on maintenance records',
    RESOLVE_RECORDS: 'Resolve and reject submitted maintenance records',
    // Ours as well: 02 §6 gives each module an export permission.
    EXPORT: 'Export maintenance tickets and records',
  },
  express: { VIEW_PAGE: 'View express partners' },
  roles: {
    VIEW_PAGE: 'View roles',
    MODIFY: 'Create and edit roles',
    CONTROL_ON_USERS: 'Assign roles to users',
  },
  target: { SET: 'Set monthly targets', VIEW: 'View targets against actuals' },
  inventory: {
    VIEW_PAGE: 'View inventory',
    EDIT_ITEMS: 'Create and edit items',
    MANAGE_STOCK: 'Inputs, transfers, returns and sorting; fulfil or refuse requests',
    CONSUME: 'Consume parts on vehicles and field tasks',
    REQUEST_PARTS: 'Request parts and report damaged parts',
    EXPORT: 'Export inventory items',
  },
  custodyTransfer: {
    VIEW_PAGE: 'View custody transfers',
    ACCEPT: 'Accept a custody transfer as its receiver',
    RESOLVE_MISMATCH: 'Receive and resolve battery-count mismatch tasks',
  },
  task: {
    VIEW_PAGE: 'View task pages',
    VIEW_TASKS_TABLE: 'View tasks table and checked-in users',
    RESOLVE_TASKS: 'Resolve tasks',
    CHECK_USERS_OUT: 'Check other users out of tasks',
    SET_USERS_ON_BREAK: 'Set other users on break',
    VIEW_SUPPORT_TEAM_ATTENDANCE: 'View support team attendance',
    VIEW_SETTINGS: 'View task assignment settings',
    UPDATE_SETTINGS: 'Update task assignment type settings',
    VIEW_TASK_AREA_SETTINGS: 'View task area settings',
    UPDATE_TASK_AREA_SETTINGS: 'Edit and save task area settings',
    DELETE_TASK_AREA_SETTINGS: 'Delete task area settings',
    FLAG_TASK: 'Flag, unflag and transfer tasks',
    BULK_TRANSFER_FLAGGED_TASKS: 'Bulk transfer flagged tasks',
    FORCE_TRANSFER: 'Force a transfer of flagged tasks',
    ADD_CUSTOM_PENDING_TIME: 'Add a custom pending time',
    VIEW_WALLET_LOGS: 'View wallet logs',
    VIEW_WALLET_AUTO_CHARGES: 'View wallet auto charges',
    EXPORT: 'Export tasks',
  },
  opsTask: {
    VIEW_PAGE: 'View ops tasks',
    RESOLVE: 'Resolve ops tasks',
    START_FOR_OTHERS: 'Start ops tasks for others',
    BYPASS_LOCATION: 'Bypass location for ops tasks',
    // Not named in the spec (03 §6 names resolve, start for others, bypass location).
    MANAGE: 'Create and close ops tasks',
    // Ours: 02 §6 gives each module an export permission.
    EXPORT: 'Export ops tasks',
  },
  distribution: { VIEW_PAGE: 'View distributions' },
  onGroundTeam: { VIEW_PAGE: 'View on-ground team' },
} as const satisfies Record<string, Record<string, string>>;

export type Layer = keyof typeof PERMISSION_CATALOGUE;
export type PermissionOf<L extends Layer> = keyof (typeof PERMISSION_CATALOGUE)[L] & string;

/** A gate names one flag of one layer, e.g. `{ layer: 'task', permission: 'RESOLVE_TASKS' }`. */
export type Gate = { [L in Layer]: { layer: L; permission: PermissionOf<L> } }[Layer];

export const LAYERS = Object.keys(PERMISSION_CATALOGUE) as Layer[];

export const DEPARTMENTS = [
  'Operations',
  'Engineering',
  'Administration',
  'Marketing',
  'Accounting',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Levels 0 (super) to 10; a lower number is a higher rank. */
export const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export function isKnownPermission(layer: string, permission: string): boolean {
  const flags = (PERMISSION_CATALOGUE as Record<string, Record<string, string>>)[layer];
  return flags !== undefined && Object.prototype.hasOwnProperty.call(flags, permission);
}

/** Parses 'task.RESOLVE_TASKS' into a gate; throws on a name outside the catalogue. */
export function gate(name: `${Layer}.${string}`): Gate {
  const [layer, permission] = name.split('.') as [string, string];
  if (!isKnownPermission(layer, permission)) throw new Error(`Unknown permission ${name}`);
  return { layer, permission } as Gate;
}
