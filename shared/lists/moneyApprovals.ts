import { z } from 'zod';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/**
 * The 'Pending approvals' list (issue 7 §4) on the list kit. The status is a filter like any
 * other, but the page opens on PENDING: what an approver comes for. Absent means PENDING;
 * ALL shows every status. EXPIRED is a PENDING request past its 24 h, read from expires_at
 * by the server at query time, so no job has to run for a request to read Expired.
 */
export const APPROVAL_LIST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'ALL'] as const;
export type ApprovalListStatus = (typeof APPROVAL_LIST_STATUSES)[number];
export const DEFAULT_APPROVAL_LIST_STATUS: ApprovalListStatus = 'PENDING';

export const moneyApprovalsFilterSchema = z.strictObject({
  status: z.enum(APPROVAL_LIST_STATUSES).optional(),
  /** The staff member who asked. */
  requestedBy: z.string().trim().min(1).optional(),
  /** When it was asked (start of the first day to end of the last). */
  requestedAt: dateRangeSchema.optional(),
});

export type MoneyApprovalsFilters = z.infer<typeof moneyApprovalsFilterSchema>;

export const MONEY_APPROVALS_SORT_FIELDS = ['requestedAt', 'expiresAt', 'amount'] as const;
export type MoneyApprovalsSortField = (typeof MONEY_APPROVALS_SORT_FIELDS)[number];

export const MONEY_APPROVALS_LIST: ListDefinition<MoneyApprovalsFilters, MoneyApprovalsSortField> = {
  name: 'moneyApprovals',
  filters: moneyApprovalsFilterSchema,
  sortFields: MONEY_APPROVALS_SORT_FIELDS,
  defaultSort: { fieldName: 'requestedAt', sortType: 'desc' },
  pageSize: 20,
  pageSizeOptions: [20, 50, 100],
};
