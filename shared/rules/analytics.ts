import { roundTo, safeRatio } from './rounding';

/** 02 §5, 03 §9 derived figures, two-decimal rounding. */
export function actualRevenue(net: number, balancePaid: number, subscriptionPaid: number): number {
  return roundTo(net + balancePaid + subscriptionPaid);
}

export function uncollectedRevenue(total: number, actual: number, promoCodePaid: number): number {
  return roundTo(total - actual - promoCodePaid);
}

/** Rides divided by sessions. The spec names no zero rule here; 0 sessions gives 0 rather than Infinity. */
export function fulfillment(rides: number, sessions: number): number {
  return safeRatio(rides, sessions);
}

export function ridesPerRider(rides: number, riders: number): number {
  return safeRatio(rides, riders);
}

export function ridersPerNewUser(riders: number, newUsers: number): number {
  return safeRatio(riders, newUsers);
}

/** Averages of the selected areas' values; none selected gives 0. */
export function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : roundTo(values.reduce((a, b) => a + b, 0) / values.length);
}

export function total(values: readonly number[]): number {
  return roundTo(values.reduce((a, b) => a + b, 0));
}

/** Minutes of riding time (rides analytics), two decimals. */
export function rideMinutes(timeMs: number): number {
  return roundTo(timeMs / 60_000);
}

/**
 * A figure per ride (revenue per ride, minutes per ride on the ride analytics page); zero when
 * there were no rides, as the spec's other ratios are (02 §5).
 */
export function perRide(value: number, rides: number): number {
  return safeRatio(value, rides);
}

/** 02 §5 actual revenue of a breakdown (totalBillingAnalytics: net, prime = subscription-paid, balance). */
export function breakdownActualRevenue(breakdown: { net: number; balance: number; prime: number }): number {
  return actualRevenue(breakdown.net, breakdown.balance, breakdown.prime);
}
