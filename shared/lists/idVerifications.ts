import { z } from 'zod';
import { ID_VERIFICATIONS_PAGE_SIZE, ID_VERIFICATIONS_PAGE_SIZE_OPTIONS } from '../rules/constants';
import {
  DATA_COMPLETION_STATUSES,
  ID_VERIFICATION_STATUSES,
  type IdVerificationStatus,
} from '../rules/labels';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/**
 * The ID verification list's filters. 02 §2 says the list has filters without naming
 * them; these are the ones its columns call for: status, skipped, data completion, the
 * request date (Date), the check date (Check Date), one rider and one reviewer.
 */
export const idVerificationsFilterSchema = z.strictObject({
  status: z.enum(ID_VERIFICATION_STATUSES as [IdVerificationStatus, ...IdVerificationStatus[]]).optional(),
  skipped: z.boolean().optional(),
  dataCompletionStatus: z.enum(DATA_COMPLETION_STATUSES).optional(),
  /** createdAt: when the rider sent it (the Date column). */
  date: dateRangeSchema.optional(),
  /** lastStatusAt of decided ones (the Check Date column). */
  checkDate: dateRangeSchema.optional(),
  user: id.optional(),
  reviewer: id.optional(),
});

export type IdVerificationsFilters = z.infer<typeof idVerificationsFilterSchema>;

export const ID_VERIFICATIONS_SORT_FIELDS = ['createdAt', 'lastStatusAt'] as const;
export type IdVerificationsSortField = (typeof ID_VERIFICATIONS_SORT_FIELDS)[number];

/** 02 §9: 50 a page, 25–200. Newest first, so NEW_PENDING_VERIFICATION rows join the first page. */
export const ID_VERIFICATIONS_LIST: ListDefinition<IdVerificationsFilters, IdVerificationsSortField> = {
  name: 'idVerifications',
  filters: idVerificationsFilterSchema,
  sortFields: ID_VERIFICATIONS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: ID_VERIFICATIONS_PAGE_SIZE,
  pageSizeOptions: ID_VERIFICATIONS_PAGE_SIZE_OPTIONS,
};
