import { sql } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import { actualRevenue } from '@ops/shared/rules/analytics';
import { queryRows, type Db } from '../../platform/db/client';
import type { DayAreaValue } from '../analytics';
import { wireArea } from '../analytics';
import type { BillType } from './tables';

/** The figures agg_bills_daily keeps, summed (piasters; bills is a count). */
export interface BillFigures {
  bills: number;
  total: number;
  actual: number;
  net: number;
  balance: number;
  promo: number;
  prime: number;
  vat: number;
}

export interface BillDayRow extends BillFigures {
  day: string;
  areaId: string;
  areaName: string;
}

type RawFigures = { [K in keyof BillFigures]: string | number };

const SUMS = sql`sum(a.bills)::bigint AS bills, sum(a.total_piasters) AS total, sum(a.actual_piasters) AS actual,
  sum(a.net_piasters) AS net, sum(a.balance_piasters) AS balance, sum(a.promo_piasters) AS promo,
  sum(a.prime_piasters) AS prime, sum(a.vat_piasters) AS vat`;

/** Sums of bigint come back as text: piasters are whole numbers, well inside a double. */
function figures(row: RawFigures): BillFigures {
  return {
    bills: Number(row.bills ?? 0),
    total: Number(row.total ?? 0),
    actual: Number(row.actual ?? 0),
    net: Number(row.net ?? 0),
    balance: Number(row.balance ?? 0),
    promo: Number(row.promo ?? 0),
    prime: Number(row.prime ?? 0),
    vat: Number(row.vat ?? 0),
  };
}

const sourceList = (sources: readonly BillType[]) =>
  sql.join(
    sources.map((source) => sql`${source}`),
    sql`, `,
  );

/** The bills of `sources` per day and area over [startDay, endDay], from agg_bills_daily. */
export async function billDays(
  db: Db,
  startDay: string,
  endDay: string,
  sources: readonly BillType[],
): Promise<BillDayRow[]> {
  const rows = await queryRows<RawFigures & { day: string; area_id: string; area_name: string | null }>(
    db,
    sql`SELECT to_char(a.day, 'YYYY-MM-DD') AS day, a.area_id, ar.name AS area_name, ${SUMS}
          FROM agg_bills_daily a LEFT JOIN areas ar ON ar.id = a.area_id
         WHERE a.day BETWEEN ${startDay}::date AND ${endDay}::date AND a.source IN (${sourceList(sources)})
         GROUP BY a.day, a.area_id, ar.name`,
  );
  return rows.map((row) => ({ day: row.day, ...wireArea(row.area_id, row.area_name), ...figures(row) }));
}

/** The bills of the range per source (every area). */
export async function billsBySource(
  db: Db,
  startDay: string,
  endDay: string,
): Promise<Map<string, BillFigures>> {
  const rows = await queryRows<RawFigures & { source: string }>(
    db,
    sql`SELECT a.source, ${SUMS} FROM agg_bills_daily a
         WHERE a.day BETWEEN ${startDay}::date AND ${endDay}::date GROUP BY a.source`,
  );
  return new Map(rows.map((row) => [row.source, figures(row)]));
}

/** Card money of the range per payment gateway (every source). */
export async function billsByGateway(
  db: Db,
  startDay: string,
  endDay: string,
): Promise<Array<{ gateway: string; bills: number; net: number }>> {
  const rows = await queryRows<{ gateway: string; bills: string | number; net: string | number }>(
    db,
    sql`SELECT a.gateway, sum(a.bills)::bigint AS bills, sum(a.net_piasters) AS net FROM agg_bills_daily a
         WHERE a.day BETWEEN ${startDay}::date AND ${endDay}::date AND a.gateway <> ''
         GROUP BY a.gateway ORDER BY a.gateway`,
  );
  return rows.map((row) => ({ gateway: row.gateway, bills: Number(row.bills), net: Number(row.net) }));
}

/** 02 §5 actual revenue of summed figures, EGP: net + balance-paid + subscription-paid. */
export function revenueOf(f: Pick<BillFigures, 'net' | 'balance' | 'prime'>): number {
  return actualRevenue(toEgp(f.net), toEgp(f.balance), toEgp(f.prime));
}

/** Rows as series input: the actual revenue of each day and area. */
export function revenueValues(rows: readonly BillDayRow[]): DayAreaValue[] {
  return rows.map((row) => ({
    day: row.day,
    areaId: row.areaId,
    areaName: row.areaName,
    value: revenueOf(row),
  }));
}

/** Rows as series input: how many bills each day and area. */
export function countValues(rows: readonly BillDayRow[]): DayAreaValue[] {
  return rows.map((row) => ({ day: row.day, areaId: row.areaId, areaName: row.areaName, value: row.bills }));
}
