/**
 * Every address the app links to. Pages import these, never the route table (which
 * lazily imports the pages: importing it back made a cycle).
 */

export const APP_PREFIX = '/app';
export const TITLE_SUFFIX = 'Ops Dashboard';
export const pageTitle = (title: string): string => `${title} | ${TITLE_SUFFIX}`;

/**
 * The task area settings screen sits at /app/ta{secret} (03 §2.4); the secret comes
 * from the build environment so the address is not guessable from the code alone.
 */
export const TASK_AREA_SETTINGS_PATH = `ta${import.meta.env?.VITE_TASK_AREA_SECRET ?? 'sk-area-settings'}`;

/** Full path of an app route: 'users' -> '/app/users'. */
export const appPath = (path: string): string => `${APP_PREFIX}/${path}`;

export const DASHBOARD_PATH = appPath('dashboard');
export const LOGIN_PATH = '/login';
export const VERIFY_OTP_PATH = '/verify-otp';
export const ACCESS_DENIED_PATH = '/access-denied';
export const NOT_FOUND_PATH = '/404';
/** Where the stolen-alert and pending-ID badges lead (03 §2.3). */
export const STOLEN_BADGE_PATH = appPath('vehicles');
export const PENDING_ID_BADGE_PATH = appPath('id-verify/verify');

export const PUBLIC_ROUTES = [
  { path: 'login', title: 'Login' },
  { path: 'verify-otp', title: 'Verify OTP' },
  { path: '404', title: 'Page Not Found' },
  { path: 'access-denied', title: 'Access Denied' },
] as const;

/** Links the lists, cards and pages share (02 §2). */
export const userPath = (id: string): string => appPath(`user/${id}`);
export const vehiclePath = (code: string): string => appPath(`vehicle/${code}`);
export const ridePath = (id: string): string => appPath(`rides/${id}`);
export const areaPath = (id: string): string => appPath(`areas/${id}`);
export const DISTRIBUTIONS_PATH = appPath('distributions');
export const expressPartnerPath = (id: string): string => appPath(`express-partner/${id}`);
/** An ID verification's review (02 §2); 'verify' is the random pending one. */
export const idVerificationPath = (id: string): string => appPath(`id-verify/${id}`);
/** Complete ID Verification Data (02 §2); 'complete' is a random record waiting for data. */
export const idDataEntryPath = (id: string): string => appPath(`id-verify/data-entry/${id}`);

/** Issue 12 §3: one staff member's attendance history; §4: one push notification. */
export const attendanceUserPath = (id: string): string => appPath(`attendance/user/${id}`);
export const notificationPath = (id: string): string => appPath(`notification/${id}`);
export const inventoryItemPath = (id: string): string => appPath(`inventory/items/${id}`);
export const storagePath = (id: string): string => appPath(`inventory/storages/${id}`);
export const custodyTransferPath = (id: string): string =>
  `${appPath('custody-transfer')}?id=${encodeURIComponent(id)}`;
