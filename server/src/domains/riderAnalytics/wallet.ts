import { sql } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import { walletLogTypeLabel } from '@ops/shared/rules/labels';
import { seriesFromDays, type AnalyticsSeries, analyticsRange } from '../analytics';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { dayAreaValues } from './areaRows';
import type { RangeArgs } from './newUsers';

export interface WalletTypeTotal {
  type: string;
  label: string;
  added: number;
  addedCount: number;
  used: number;
  usedCount: number;
}

export interface WalletAnalytics {
  totalNegative: number;
  totalNegativeCount: number;
  totalPositive: number;
  totalPositiveCount: number;
  usage: AnalyticsSeries;
  addition: AnalyticsSeries;
  byType: WalletTypeTotal[];
}

const PIASTERS_PER_EGP = 100;

/** 02 §3 Wallet analytics over a range, all from wallet_daily (sums only). */
export async function walletAnalytics(deps: Pick<Deps, 'db'>, args: RangeArgs): Promise<WalletAnalytics> {
  const range = analyticsRange(args.startDate ?? '', args.endDate ?? '', args.type);
  const inRange = sql`day BETWEEN ${range.startDay}::date AND ${range.endDay}::date`;
  const perDay = (column: string) =>
    dayAreaValues(
      deps.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, area_id, sum(${sql.identifier(column)}) AS value
            FROM wallet_daily WHERE ${inRange} GROUP BY day, area_id`,
      PIASTERS_PER_EGP,
    );
  const [used, added, types] = await Promise.all([
    perDay('used_piasters'),
    perDay('added_piasters'),
    queryRows<{
      type: string;
      added: string | number;
      added_count: string | number;
      used: string | number;
      used_count: string | number;
    }>(
      deps.db,
      sql`SELECT type, sum(added_piasters) AS added, sum(added_count) AS added_count, sum(used_piasters) AS used, sum(used_count) AS used_count
            FROM wallet_daily WHERE ${inRange} GROUP BY type ORDER BY type`,
    ),
  ]);
  const byType = types.map((row) => ({
    type: row.type,
    label: walletLogTypeLabel(row.type),
    added: toEgp(Number(row.added)),
    addedCount: Number(row.added_count),
    used: toEgp(Number(row.used)),
    usedCount: Number(row.used_count),
  }));
  const sum = (pick: (row: (typeof types)[number]) => string | number) =>
    types.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    totalNegative: toEgp(-sum((row) => row.used)),
    totalNegativeCount: sum((row) => row.used_count),
    totalPositive: toEgp(sum((row) => row.added)),
    totalPositiveCount: sum((row) => row.added_count),
    usage: seriesFromDays(used, range.startDay, range.endDay, range.unit),
    addition: seriesFromDays(added, range.startDay, range.endDay, range.unit),
    byType,
  };
}
