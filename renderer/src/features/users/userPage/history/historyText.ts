/**
 * How the History tab words an entry: the operation as a person would say it, and each
 * changed field as "field: before → after". Unknown operations (a newer server) show
 * their name, so nothing is hidden.
 */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  toggleActivate: 'Activation changed',
  blockUserFromDashboard: 'Blocked from dashboard',
  unblockUserFromDashboard: 'Unblocked from dashboard',
  removeUserCard: 'Card removed',
  controlUserDeviceIdV2: 'Device changed',
  removeDeviceId: 'Device id removed',
  clearOpsAppDevices: 'Ops app devices cleared',
  resetUserPassword: 'Password reset',
  resetPhoneNumberOTP: 'OTP reset',
  changeUserInfo: 'Info changed',
  assignArea: 'Area assigned',
  setExpressRider: 'Express rider changed',
  setExpressAdmin: 'Express admin changed',
  changeUserVerifiedNationalID: 'National ID changed',
  removeUserVerifiedNationalID: 'National ID removed',
  addPrimeFromDashboard: 'Prime added',
  stopPlanSubscription: 'Prime renewal stopped',
  incrementBalance: 'Balance edited',
  waiveFine: 'Fine waived',
  removeWalletAutoChargeForUser: 'Wallet auto charge removed',
  settleBalanceMultipleUsers: 'Negative balance settled',
  requestMoneyApproval: 'Money edit sent for approval',
  approveMoneyRequest: 'Money edit approved',
  rejectMoneyRequest: 'Money edit rejected',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** Field names as the page words them; a field without one shows its name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  isBlockedFromDashboard: 'Blocked from dashboard',
  paymentMethod: 'Payment method',
  gateway: 'Gateway',
  deviceId: 'Device',
  deviceIdBlocked: 'Device blocked',
  allowedRootedPhone: 'Rooted phone allowed',
  blockedByDeviceId: 'Blocked by device',
  uniqueDeviceId: 'Device id',
  devices: 'Devices',
  passwordChangedAt: 'Password changed',
  wrongAttempts: 'Wrong code attempts',
  codePending: 'Code pending',
  name: 'Name',
  email: 'Email',
  lang: 'Language',
  areaId: 'Area',
  opsAreas: 'Ops areas',
  isExpressRider: 'Express rider',
  isExpressAdmin: 'Express admin',
  nationalID: 'National ID',
  // The server names these ids (server/src/domains/users/historyNames.ts): areas, roles, plans and people read by name.
  subscriptionPlanId: 'Prime subscription',
  subscriptionId: 'Prime subscription',
  roleId: 'Role',
  planId: 'Plan',
  plan: 'Plan',
  isFree: 'Free',
  validUntil: 'Valid until',
  balance: 'Balance (EGP)',
  amount: 'Amount (EGP)',
  kind: 'Kind',
  status: 'Status',
  threshold: 'Approval threshold (EGP)',
  requestedBy: 'Requested by',
  walletLogId: 'Wallet log',
};

const fieldLabel = (key: string): string => FIELD_LABELS[key] ?? key;

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One line per field either side names, in the order they first appear. */
export function changeLines(before: unknown, after: unknown): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const label = fieldLabel(key);
    if (!(key in b)) return `${label}: ${valueText(a[key])}`;
    if (!(key in a)) return `${label}: ${valueText(b[key])}`;
    return `${label}: ${valueText(b[key])} → ${valueText(a[key])}`;
  });
}
