import { sql } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import { uncollectedRevenue } from '@ops/shared/rules/analytics';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { analyticsRange, seriesFromDays, type AnalyticsSeries } from '../analytics';
import {
  billDays,
  billsByGateway,
  billsBySource,
  revenueOf,
  revenueValues,
  type BillFigures,
} from './analyticsData';
import { REVENUE_BILL_TYPES } from './revenueTypes';
import type { BillType } from './tables';

/**
 * Bills analytics and revenues (02 §7 Bills; issue 11), all read from agg_bills_daily. The
 * value of every series is the 02 §5 actual revenue (net + balance-paid + subscription-paid)
 * of the bills of its sources. walletCharge (card money into the wallet, spent later on bills
 * already counted) and settleNegativeBalance (a debt whose bill is already counted) are kept
 * out of the revenue totals, as getUsersRevenues does (users/revenues.ts), and shown apart.
 */
export const BILLS_ANALYTICS_SOURCES = {
  all: REVENUE_BILL_TYPES,
  rides: ['ride'],
  rentals: ['dayRental'],
  reservations: ['reserveVehicle'],
  prime: ['subscription'],
  settle: ['settleNegativeBalance'],
} as const satisfies Record<string, readonly BillType[]>;

export type BillsSeriesKind = keyof typeof BILLS_ANALYTICS_SOURCES;

export interface BillsSeriesArgs {
  startDate: string;
  endDate: string;
  type?: TimeUnit | null;
  areaName?: string | null;
}

/** getBillsAnalytics and its settle, prime and reservation siblings: a series per area, optionally one area. */
export async function billsSeries(
  deps: Pick<Deps, 'db'>,
  kind: BillsSeriesKind,
  args: BillsSeriesArgs,
): Promise<AnalyticsSeries> {
  const range = analyticsRange(args.startDate, args.endDate, args.type);
  const wanted = args.areaName?.trim().toLowerCase();
  const rows = (await billDays(deps.db, range.startDay, range.endDay, BILLS_ANALYTICS_SOURCES[kind])).filter(
    (row) => !wanted || row.areaName.toLowerCase() === wanted,
  );
  return seriesFromDays(revenueValues(rows), range.startDay, range.endDay, range.unit);
}

export interface RevenueSeries {
  xAxisLabels: string[];
  data: number[];
}

/** getAllRevenues, getRidesRevenues, ... and their report variants: totals per label (every area). */
export async function revenueSeries(
  deps: Pick<Deps, 'db'>,
  kind: Exclude<BillsSeriesKind, 'prime'>,
  args: { startDate: string; endDate: string; type?: TimeUnit | null },
): Promise<RevenueSeries> {
  const series = await billsSeries(deps, kind, args);
  return { xAxisLabels: series.xAxisLabels, data: series.totalData };
}

export interface BalanceInUsers {
  totalPositiveBalance: number;
  totalPositiveCount: number;
  totalNegativeBalance: number;
  totalNegativeCount: number;
}

/** totalBalanceInUsers: live from the wallets (users.balance_piasters), every account. */
export async function totalBalanceInUsers(deps: Pick<Deps, 'db'>): Promise<BalanceInUsers> {
  // Two ranges of users_balance_idx (0007), read index-only: the zero balances (most riders) are never visited.
  const [row] = await queryRows<{
    pos: string | null;
    pos_n: string | number;
    neg: string | null;
    neg_n: string | number;
  }>(
    deps.db,
    sql`SELECT p.total AS pos, p.n AS pos_n, n.total AS neg, n.n AS neg_n
          FROM (SELECT sum(balance_piasters) AS total, count(*) AS n FROM users WHERE balance_piasters > 0) p,
               (SELECT sum(balance_piasters) AS total, count(*) AS n FROM users WHERE balance_piasters < 0) n`,
  );
  return {
    totalPositiveBalance: toEgp(Number(row?.pos ?? 0)),
    totalPositiveCount: Number(row?.pos_n ?? 0),
    totalNegativeBalance: toEgp(Number(row?.neg ?? 0)),
    totalNegativeCount: Number(row?.neg_n ?? 0),
  };
}

export interface BillingBreakdown {
  net: number;
  prime: number;
  balance: number;
  promo: number;
  total: number;
  count: number;
}

const ZERO: BillFigures = { bills: 0, total: 0, actual: 0, net: 0, balance: 0, promo: 0, prime: 0, vat: 0 };

function sumFigures(list: readonly BillFigures[]): BillFigures {
  const sum = { ...ZERO };
  for (const f of list) for (const key of Object.keys(sum) as Array<keyof BillFigures>) sum[key] += f[key];
  return sum;
}

function breakdown(f: BillFigures): BillingBreakdown {
  return {
    net: toEgp(f.net),
    prime: toEgp(f.prime),
    balance: toEgp(f.balance),
    promo: toEgp(f.promo),
    total: toEgp(f.total),
    count: f.bills,
  };
}

/** totalBalanceInUsers' sibling on the bills page: the breakdowns of the range, per source. */
export const BILLING_BREAKDOWNS = {
  settling: 'settleNegativeBalance',
  rides: 'ride',
  rental: 'dayRental',
  reservations: 'reserveVehicle',
  prime: 'subscription',
  walletCharge: 'walletCharge',
  fine: 'FINE',
} as const satisfies Record<string, BillType>;

export async function totalBillingAnalytics(
  deps: Pick<Deps, 'db'>,
  args: { startDate: string; endDate: string; type?: TimeUnit | null },
) {
  const range = analyticsRange(args.startDate, args.endDate, args.type);
  const [days, bySource, gateways] = await Promise.all([
    billDays(deps.db, range.startDay, range.endDay, REVENUE_BILL_TYPES),
    billsBySource(deps.db, range.startDay, range.endDay),
    billsByGateway(deps.db, range.startDay, range.endDay),
  ]);
  const of = (source: BillType) => bySource.get(source) ?? ZERO;
  const revenue = sumFigures(REVENUE_BILL_TYPES.map(of));
  const total = toEgp(revenue.total);
  const actual = revenueOf(revenue);
  const promo = toEgp(revenue.promo);
  return {
    actualData: seriesFromDays(revenueValues(days), range.startDay, range.endDay, range.unit),
    ...(Object.fromEntries(
      Object.entries(BILLING_BREAKDOWNS).map(([name, source]) => [name, breakdown(of(source))]),
    ) as Record<keyof typeof BILLING_BREAKDOWNS, BillingBreakdown>),
    costTotals: {
      total,
      actual,
      uncollected: uncollectedRevenue(total, actual, promo),
      promo,
      vat: toEgp(revenue.vat),
    },
    paymentGateways: gateways.map((g) => ({ gateway: g.gateway, count: g.bills, net: toEgp(g.net) })),
  };
}
