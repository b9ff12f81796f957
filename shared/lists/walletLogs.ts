import { z } from 'zod';
import { WALLET_LOGS_PAGE_SIZE, WALLET_LOGS_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { WALLET_LOG_TYPES, type WalletLogType } from '../rules/labels';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/**
 * The wallet logs table's filters (02 §2): the date range (shown dd/MM/yyyy) and the type
 * (All is no type), plus the scopes getWalletLogging takes (one rider, one staff member).
 */
export const walletLogsFilterSchema = z.strictObject({
  date: dateRangeSchema.optional(),
  type: z.enum(WALLET_LOG_TYPES as [WalletLogType, ...WalletLogType[]]).optional(),
  userId: id.optional(),
  dashboardUserId: id.optional(),
});

export type WalletLogsFilters = z.infer<typeof walletLogsFilterSchema>;

export const WALLET_LOGS_SORT_FIELDS = ['createdAt'] as const;
export type WalletLogsSortField = (typeof WALLET_LOGS_SORT_FIELDS)[number];

export const WALLET_LOGS_LIST: ListDefinition<WalletLogsFilters, WalletLogsSortField> = {
  name: 'walletLogs',
  filters: walletLogsFilterSchema,
  sortFields: WALLET_LOGS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: WALLET_LOGS_PAGE_SIZE,
  pageSizeOptions: WALLET_LOGS_PAGE_SIZE_OPTIONS,
};
