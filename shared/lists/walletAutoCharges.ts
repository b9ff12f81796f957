import { z } from 'zod';
import { WALLET_LOGS_PAGE_SIZE, WALLET_LOGS_PAGE_SIZE_OPTIONS } from '../rules/constants';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/** Whether an auto charge still runs, or was removed (removeWalletAutoChargeForUser). */
export const AUTO_CHARGE_STATUSES = ['active', 'removed'] as const;
export type AutoChargeStatus = (typeof AUTO_CHARGE_STATUSES)[number];

/**
 * The users' auto charges on /app/wallet-auto-charge (issue 7 §3): one rider (the user
 * page), one plan, or active / removed.
 */
export const walletAutoChargesFilterSchema = z.strictObject({
  userId: id.optional(),
  planId: id.optional(),
  status: z.enum(AUTO_CHARGE_STATUSES).optional(),
});

export type WalletAutoChargesFilters = z.infer<typeof walletAutoChargesFilterSchema>;

export const WALLET_AUTO_CHARGES_SORT_FIELDS = ['createdAt', 'lastChargedAt'] as const;
export type WalletAutoChargesSortField = (typeof WALLET_AUTO_CHARGES_SORT_FIELDS)[number];

/** The spec names no page size for this list; the wallet logs' (50; 50–200) is its nearest kin. */
export const WALLET_AUTO_CHARGES_LIST: ListDefinition<WalletAutoChargesFilters, WalletAutoChargesSortField> =
  {
    name: 'walletAutoCharges',
    filters: walletAutoChargesFilterSchema,
    sortFields: WALLET_AUTO_CHARGES_SORT_FIELDS,
    defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
    pageSize: WALLET_LOGS_PAGE_SIZE,
    pageSizeOptions: WALLET_LOGS_PAGE_SIZE_OPTIONS,
  };
