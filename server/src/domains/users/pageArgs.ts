import { LIST_MESSAGES, totalPages } from '@ops/shared/lists/listRequest';
import { UserError } from '../../platform/errors';
import { rowsPerPageOf } from '../../platform/graphql/limits';

/** The user page's small tables (promocodes, referrals): 10 rows unless asked. */
export const USER_PAGE_TABLE_ROWS = 10;

export interface PageWindow {
  limit: number;
  offset: number;
  /** Pages of a total at this page size. */
  pagesOf: (total: number) => number;
}

/** pageNumber from 1 and rowsPerPage up to 200, as every list reads them; refused in words otherwise. */
export function pageWindow(args: { pageNumber?: number | null; rowsPerPage?: number | null }): PageWindow {
  const pageNumber = args.pageNumber ?? 1;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw new UserError(LIST_MESSAGES.pageNumber);
  const rows = rowsPerPageOf(args.rowsPerPage, USER_PAGE_TABLE_ROWS);
  return { limit: rows, offset: (pageNumber - 1) * rows, pagesOf: (total) => totalPages(total, rows) };
}
