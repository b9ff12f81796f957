import type { Deps } from '../../platform/deps';
import { analyticsRange, seriesFromDays, type AnalyticsSeries } from '../analytics';
import { billDays, countValues, revenueValues } from '../bills';
import type { AnalyticsArgs } from '../rides';

/** getRentalsAnalytics (/app/rental/analytics): day rentals booked and their revenue, from their bills
 * (one dayRental bill per booking, agg_bills_daily), by the Cairo day of the booking. */
export async function getRentalsAnalytics(
  deps: Pick<Deps, 'db'>,
  args: AnalyticsArgs,
): Promise<{ count: AnalyticsSeries; revenue: AnalyticsSeries }> {
  const range = analyticsRange(args.startDate, args.endDate, args.type);
  const bills = await billDays(deps.db, range.startDay, range.endDay, ['dayRental']);
  return {
    count: seriesFromDays(countValues(bills), range.startDay, range.endDay, range.unit),
    revenue: seriesFromDays(revenueValues(bills), range.startDay, range.endDay, range.unit),
  };
}
