/**
 * The numbers of §9 of the three spec documents, in one place. Constants that belong
 * to a rule live beside it and are re-exported here, so each has one definition.
 */
export {
  PASSWORD_MIN_LENGTH,
  GENERATED_PASSWORD_LENGTH,
  MAX_REPEATED_CHARACTER,
  PASSWORD_GENERATION_RETRIES,
  PASSWORD_ENTROPY_THRESHOLD,
} from './password';
export { PHONE_NUMBER_LENGTH } from './phone';
export { OTP_LENGTH, OTP_RESEND_WAIT_SECONDS } from './otp';
export { BALANCE_MAX, BALANCE_MIN } from './balance';
export {
  DEFAULT_BASE_PRICE,
  DEFAULT_MINUTE_PRICE,
  FREE_RIDE_THRESHOLD_SECONDS,
  PRICE_RECALCULATION_MS,
} from './pricing';
export { EXPORT_RANGE_LIMIT_DAYS } from './exportRules';
export { SPEED_LIMITS } from './labels';
export { LEVELS } from './permissions/catalogue';
export {
  COMMENT_MAX_LENGTH,
  REASON_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SEARCH_TERM_MAX_LENGTH,
  MAX_ROWS_PER_PAGE,
} from './limits';
export { MAX_CUSTOM_PENDING_MINUTES } from './pendingTime';

// ---- 01 §9: the task workspace ----
export const BACKLOG_PAGE_SIZE = 10;
export const SNACKBAR_HIDE_MS = 3000;
export const IDLE_TASK_POLL_MS = 300_000;
export const FLAG_MINUTES_REFRESH_MS = 1000;
export const BREAK_HIGHLIGHT_SECONDS = 3600;
/** 'Called User' and 'To FT' stay disabled this long after a press. */
export const CONTACT_BUTTON_DISABLE_MS = 2000;
export const SPEED_LIMIT_DURATION_MINUTES = 5;
export const UNLIMITED_ALLOWANCE = -1;
export const LAST_MOVE_BEEP_MINUTES = 10;
export const COMMENT_FIELD_ROWS = 4;
export const WEBSOCKET_PATH = '/ws';
export const DATE_TIME_FORMAT = 'lll';

// ---- 02 §9: lists and finance ----
export const WALLET_LOGS_PAGE_SIZE = 50;
export const WALLET_LOGS_PAGE_SIZE_OPTIONS = [50, 100, 150, 200] as const;
export const ID_VERIFICATIONS_PAGE_SIZE = 50;
export const ID_VERIFICATIONS_PAGE_SIZE_OPTIONS = [25, 50, 100, 150, 200] as const;
export const PAYMENT_TRANSACTIONS_PAGE_SIZE = 50;
export const PAYMENT_TRANSACTIONS_PAGE_SIZE_OPTIONS = [25, 50, 100, 150, 200] as const;
export const RIDES_PAGE_SIZE = 25;
export const RIDES_PAGE_SIZE_OPTIONS = [25, 50, 100, 150, 200] as const;
export const VEHICLE_LIFE_CYCLE_PAGE_SIZE = 12;
/** Inventory, analytics and metrics lists start at page 0. */
export const FIRST_PAGE = 0;
export const INFINITE_SCROLL_THRESHOLD_PX = 50;
export const EXPORT_INDICATOR_HIDE_MS = 2000;
export const ERROR_BANNER_HIDE_MS = 3000;
export const NEXT_VERIFICATION_DELAY_MS = 3000;
export const PING_SUCCESS_MS = 10_000;
export const INVENTORY_SEARCH_MIN_CHARS = 2;
export const INVENTORY_SEARCH_DEBOUNCE_MS = 300;
export const WALLET_FILTER_DATE_FORMAT = 'dd/MM/yyyy';
export const DATE_FORMAT = 'MM/dd/yyyy';

// ---- 03 §9: shell and platform ----
export const STARTUP_RETRIES = 3;
export const STARTUP_RETRY_DELAY_MS = 2000;
export const MAX_NOTICES = 8;
export const DRAWER_WIDTH_PX = 256;
export const TOP_BAR_HEIGHT_PX = 64;
export const REASON_TEXT_ROWS = 5;
/** Stolen-alert count of -1 means "ignore" (03 §4). */
export const IGNORED_COUNT = -1;

export const MAP = {
  defaultZoom: 10,
  maxZoom: 18,
  flyToZoom: 18,
  heightPx: 400,
  disableClusteringAtZoom: 16,
  scooterClusterRadius: 10,
  addedPointRadiusM: 200,
  popupDelayMs: 500,
  pingSuccessMs: 10_000,
  // "central Cairo": Tahrir Square.
  fallbackCentre: { lat: 30.0444, lng: 31.2357 },
} as const;

/** Greeting by hour (03 §9: before 12 morning, before 18 afternoon, else evening). */
export function greetingForHour(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
