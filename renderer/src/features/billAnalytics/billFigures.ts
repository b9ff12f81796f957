import { breakdownActualRevenue, uncollectedRevenue } from '@ops/shared/rules/analytics';
import type { ValueFormat } from '../../components/analytics/analyticsFormat';

/** The four bills series of 02 §7, as the page names them, and the exportable series of each. */
export const BILL_FIGURES = ['revenue', 'settle', 'prime', 'reservations'] as const;
export type BillFigure = (typeof BILL_FIGURES)[number];
export const BILL_FIGURE_LABELS: Record<BillFigure, string> = {
  revenue: 'Revenue',
  settle: 'Settlements',
  prime: 'Prime',
  reservations: 'Reservations',
};
export const BILL_FIGURE_EXPORT: Record<BillFigure, string> = {
  revenue: 'bills',
  settle: 'billsSettle',
  prime: 'billsPrime',
  reservations: 'billsReservation',
};
export const BILL_FIGURE_FORMAT: ValueFormat = 'money';

export interface Breakdown {
  net: number;
  prime: number;
  balance: number;
  promo: number;
  total: number;
  count: number;
}

/** The sources of totalBillingAnalytics, in the order the breakdown table lists them. */
export const BREAKDOWN_SOURCES = [
  ['rides', 'Rides'],
  ['rental', 'Day rentals'],
  ['reservations', 'Reservations'],
  ['prime', 'Prime subscriptions'],
  ['settling', 'Settlements'],
  ['walletCharge', 'Wallet charges'],
  ['fine', 'Fines'],
] as const;
export type BreakdownSource = (typeof BREAKDOWN_SOURCES)[number][0];

export interface BreakdownRow extends Breakdown {
  key: BreakdownSource;
  label: string;
  /** 02 §5: net + balance-paid + subscription-paid. */
  actual: number;
  /** 02 §5: total - actual - promo-code-paid. */
  uncollected: number;
}

/** One row per source with the derived figures of 02 §5 (shared/rules/analytics). */
export function breakdownRows(totals: Record<BreakdownSource, Breakdown>): BreakdownRow[] {
  return BREAKDOWN_SOURCES.map(([key, label]) => {
    const source = totals[key];
    const actual = breakdownActualRevenue(source);
    return {
      key,
      label,
      ...source,
      actual,
      uncollected: uncollectedRevenue(source.total, actual, source.promo),
    };
  });
}
