/**
 * Daily quotas of the third-party services (the third-party limits page). These are the
 * plan sizes the operator buys; the simulated providers are held to the same numbers so
 * the page reads the same in a demo as in production.
 */
export const DAILY_QUOTAS = {
  sms: 5_000,
  paymentGateway: 20_000,
  push: 100_000,
} as const;
