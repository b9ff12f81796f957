import { and, eq, gte, lte } from 'drizzle-orm';
import type { WalletLogsFilters } from '@ops/shared/lists/walletLogs';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { walletLogs } from './tables';

/**
 * The SQL of the wallet logs table's filters (02 §2; shared/lists/walletLogs.ts reads
 * them). getWalletLogging passes these to the list helper.
 */
export const WALLET_LOGS_FILTER_CONDITIONS: FilterConditions<WalletLogsFilters> = {
  date: (range) =>
    and(
      gte(walletLogs.createdAt, new Date(range.startDate)),
      lte(walletLogs.createdAt, new Date(range.endDate)),
    ),
  type: (type) => eq(walletLogs.type, type),
  userId: (id) => eq(walletLogs.userId, id),
  dashboardUserId: (id) => eq(walletLogs.dashboardUserId, id),
};

export interface WalletLoggingFilterArgs {
  userId?: string | null;
  dashboardUserId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  type?: string | null;
}

/**
 * getWalletLogging's separate arguments as the list's filters. 'All' (or nothing) is no
 * type; one date without the other is kept, so the schema answers with the spec's message.
 */
export function walletLogsFiltersOf(args: WalletLoggingFilterArgs): Record<string, unknown> {
  const date =
    args.startDate || args.endDate
      ? { startDate: args.startDate || undefined, endDate: args.endDate || undefined }
      : undefined;
  return {
    date,
    type: args.type && args.type !== 'All' ? args.type : undefined,
    userId: args.userId || undefined,
    dashboardUserId: args.dashboardUserId || undefined,
  };
}
