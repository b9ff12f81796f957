import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('business constants (§9 of the three documents)', () => {
  it.each([
    ['01: "Backlog page size 10"', C.BACKLOG_PAGE_SIZE, 10],
    ['03: "snackbars auto-hide 3000 ms"', C.SNACKBAR_HIDE_MS, 3000],
    ['01: "Idle task poll every 5 minutes (300000 ms)"', C.IDLE_TASK_POLL_MS, 300000],
    ['01: "Ride price recalculation every 60 seconds"', C.PRICE_RECALCULATION_MS, 60000],
    ['01: "free-ride threshold 30 seconds"', C.FREE_RIDE_THRESHOLD_SECONDS, 30],
    ['01: "Flag minutes counter refresh every second"', C.FLAG_MINUTES_REFRESH_MS, 1000],
    ['01: "Break over 3600 seconds highlighted"', C.BREAK_HIGHLIGHT_SECONDS, 3600],
    ["01: \"'Called User' and 'To FT' disabled 2 seconds after press\"", C.CONTACT_BUTTON_DISABLE_MS, 2000],
    ['01: "Speed limit change lasts 5 minutes"', C.SPEED_LIMIT_DURATION_MINUTES, 5],
    ['01: "Unlimited subscription allowance is -1"', C.UNLIMITED_ALLOWANCE, -1],
    ['01: "Password minimum 8"', C.PASSWORD_MIN_LENGTH, 8],
    ['01: "generated 16"', C.GENERATED_PASSWORD_LENGTH, 16],
    ['01: "max repeated character 4"', C.MAX_REPEATED_CHARACTER, 4],
    ['01: "retries 100"', C.PASSWORD_GENERATION_RETRIES, 100],
    ['01: "entropy threshold of 50 exists but is unused"', C.PASSWORD_ENTROPY_THRESHOLD, 50],
    ['01: "Phone number length 13"', C.PHONE_NUMBER_LENGTH, 13],
    ['01: "Websocket path /ws"', C.WEBSOCKET_PATH, '/ws'],
    ['01: "\'Last Move Beep\' label mentions 10 minutes"', C.LAST_MOVE_BEEP_MINUTES, 10],
    ['01: "4-line multiline field"', C.COMMENT_FIELD_ROWS, 4],
    ['02: "wallet logs 50"', C.WALLET_LOGS_PAGE_SIZE, 50],
    ['02: "ID verifications 50"', C.ID_VERIFICATIONS_PAGE_SIZE, 50],
    ['02: "payment transactions 50"', C.PAYMENT_TRANSACTIONS_PAGE_SIZE, 50],
    ['02: "rides 25"', C.RIDES_PAGE_SIZE, 25],
    ['02: "vehicle life-cycle 12 per page"', C.VEHICLE_LIFE_CYCLE_PAGE_SIZE, 12],
    ['02: "lists start at page 0"', C.FIRST_PAGE, 0],
    ['02: "within 50 px of the end"', C.INFINITE_SCROLL_THRESHOLD_PX, 50],
    ['02: "Export date range limit 95 days"', C.EXPORT_RANGE_LIMIT_DAYS, 95],
    ['02: "export status hides after 2 s"', C.EXPORT_INDICATOR_HIDE_MS, 2000],
    ['02: "error banner 3 s"', C.ERROR_BANNER_HIDE_MS, 3000],
    ['02: "next random verification after 3 s"', C.NEXT_VERIFICATION_DELAY_MS, 3000],
    ['02: "ping success 10 s"', C.PING_SUCCESS_MS, 10000],
    ['02: "a pair of 1000 and -1000 constants": max', C.BALANCE_MAX, 1000],
    ['02: "... -1000": min', C.BALANCE_MIN, -1000],
    ['02: "Default ride base price 6"', C.DEFAULT_BASE_PRICE, 6],
    ['02: "per-minute price 1 (L.E)"', C.DEFAULT_MINUTE_PRICE, 1],
    ['03: "Inventory search: 300 ms debounce"', C.INVENTORY_SEARCH_DEBOUNCE_MS, 300],
    ['03: "at least 2 characters"', C.INVENTORY_SEARCH_MIN_CHARS, 2],
    ['03: "OTP length 6"', C.OTP_LENGTH, 6],
    ['03: "resend wait 30 seconds"', C.OTP_RESEND_WAIT_SECONDS, 30],
    ['03: "start-up retries 3 times"', C.STARTUP_RETRIES, 3],
    ['03: "at 2-second spacing"', C.STARTUP_RETRY_DELAY_MS, 2000],
    ['03: "Maximum 8 simultaneous notices"', C.MAX_NOTICES, 8],
    ['03: "side drawer 256 px"', C.DRAWER_WIDTH_PX, 256],
    ['03: "top bar 64 px"', C.TOP_BAR_HEIGHT_PX, 64],
    ['03: "reason text area 5 rows"', C.REASON_TEXT_ROWS, 5],
    ['03: "stolen alert count (-1 means ignore)"', C.IGNORED_COUNT, -1],
    ['03: "default zoom 10"', C.MAP.defaultZoom, 10],
    ['03: "max zoom 18"', C.MAP.maxZoom, 18],
    ['03: "fly-to zoom 18"', C.MAP.flyToZoom, 18],
    ['03: "height 400 px"', C.MAP.heightPx, 400],
    ['03: "clusters stop at zoom 16"', C.MAP.disableClusteringAtZoom, 16],
    ['03: "scooter cluster radius 10"', C.MAP.scooterClusterRadius, 10],
    ['03: "added-point circle radius 200 m"', C.MAP.addedPointRadiusM, 200],
    ['03: "popup 500 ms"', C.MAP.popupDelayMs, 500],
    ['02: "dd/MM/yyyy for wallet filters"', C.WALLET_FILTER_DATE_FORMAT, 'dd/MM/yyyy'],
    ['02: "elsewhere MM/dd/yyyy"', C.DATE_FORMAT, 'MM/dd/yyyy'],
    ['01: "Date format \'lll\' style"', C.DATE_TIME_FORMAT, 'lll'],
  ])('%s', (_sentence, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['wallet logs "(options 50, 100, 150, 200)"', C.WALLET_LOGS_PAGE_SIZE_OPTIONS, [50, 100, 150, 200]],
    [
      'ID verifications "(25, 50, 100, 150, 200)"',
      C.ID_VERIFICATIONS_PAGE_SIZE_OPTIONS,
      [25, 50, 100, 150, 200],
    ],
    [
      'payment transactions "(25, 50, 100, 150, 200)"',
      C.PAYMENT_TRANSACTIONS_PAGE_SIZE_OPTIONS,
      [25, 50, 100, 150, 200],
    ],
    ['rides "(25, 50, 100, 150, 200)"', C.RIDES_PAGE_SIZE_OPTIONS, [25, 50, 100, 150, 200]],
    ['"Speed limit choices: 5, 15, 25"', C.SPEED_LIMITS, [5, 15, 25]],
    ['"Levels 0 to 10 list"', C.LEVELS, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('%s', (_sentence, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it('03: "fallback central Cairo"', () => {
    expect(C.MAP.fallbackCentre.lat).toBeCloseTo(30.04, 1);
    expect(C.MAP.fallbackCentre.lng).toBeCloseTo(31.24, 1);
  });

  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])(
    '03: "Greeting by hour (before 12 morning, before 18 afternoon, else evening)": %i -> %s',
    (hour, greeting) => {
      expect(C.greetingForHour(hour)).toBe(greeting);
    },
  );
});
