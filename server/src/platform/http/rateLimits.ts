/**
 * Request limits for the REST routes, per user (per client address where there is no
 * user: signed file links carry no token). Sized for a busy agent with room to spare:
 * an upload is one photo per task, an export a whole table, a file one image on screen.
 */
export const RATE_LIMITS = {
  upload: { max: 30, timeWindowMs: 60_000 },
  export: { max: 10, timeWindowMs: 60_000 },
  files: { max: 600, timeWindowMs: 60_000 },
} as const;
