import {
  CONTACT_REASON_CATEGORIES_EXPORT,
  CONTACT_REASONS_EXPORT,
  type ContactReasonCategoriesExportField,
  type ContactReasonsExportField,
  type ContactReasonsExportFilters,
} from '@ops/shared/exports/settingsListsExportFields';
import { compactFilters, LIST_MESSAGES, type Parsed } from '@ops/shared/lists/listRequest';
import {
  listReasons,
  readCategories,
  type ContactReasonCategoryView,
  type ContactReasonView,
} from './service';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { readChoices } from '../../platform/exports/wholeListFilters';
import { wholeListRows } from '../../platform/exports/wholeListRows';

/** The Status tag's words. */
const statusOf = (row: { active: boolean }) => (row.active ? 'Active' : 'Inactive');

const REASON_CELLS: Record<ContactReasonsExportField, FieldCell<ContactReasonView>> = {
  category: { width: 22, value: (r) => r.category.name },
  name: { width: 30, value: (r) => r.name },
  arName: { width: 30, value: (r) => r.arName },
  status: { width: 10, value: statusOf },
};

const CATEGORY_CELLS: Record<ContactReasonCategoriesExportField, FieldCell<ContactReasonCategoryView>> = {
  name: { width: 26, value: (r) => r.name },
  arName: { width: 26, value: (r) => r.arName },
  reasons: { width: 10, value: (r) => r.reasonsCount },
  status: { width: 10, value: statusOf },
};

/**
 * The reasons page's one filter is a category id (its select; "All categories" sends none).
 * The page has no list kit, so the kit's words are used for what it refuses.
 */
function readCategoryFilter(value: Record<string, unknown>): Parsed<ContactReasonsExportFilters> {
  const { categoryId, ...rest } = compactFilters(value);
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return { ok: false, error: LIST_MESSAGES.unknownFilter(unknown) };
  if (categoryId === undefined) return { ok: true, value: {} };
  if (typeof categoryId !== 'string')
    return { ok: false, error: LIST_MESSAGES.badFilter('categoryId', 'must be a category id') };
  return { ok: true, value: { categoryId } };
}

/**
 * Contact Reasons (rides.VIEW_CONTACT_REASONS and rides.EXPORT): the page's query, by its
 * category's place then its own; a selection is of the whole list, whatever the category.
 */
export const contactReasonsExport: ExportModule<ContactReasonView, ContactReasonsExportFilters> = {
  spec: CONTACT_REASONS_EXPORT,
  title: CONTACT_REASONS_EXPORT.title,
  fields: fieldsOf(CONTACT_REASONS_EXPORT, REASON_CELLS),
  readFilters: readCategoryFilter,
  rowSource: (db, filters, ids) =>
    wholeListRows(
      () => listReasons({ db }, ids ? null : filters.categoryId),
      (r) => r._id,
      ids,
    ),
};

/** Contact Reasons Categories (rides.MODIFY_CONTACT_REASON_CATEGORIES and rides.EXPORT), in the riders' order. */
export const contactReasonCategoriesExport: ExportModule<ContactReasonCategoryView, Record<never, never>> = {
  spec: CONTACT_REASON_CATEGORIES_EXPORT,
  title: CONTACT_REASON_CATEGORIES_EXPORT.title,
  fields: fieldsOf(CONTACT_REASON_CATEGORIES_EXPORT, CATEGORY_CELLS),
  readFilters: (value) => readChoices(value, {}),
  rowSource: (db, _filters, ids) =>
    wholeListRows(
      () => readCategories(db),
      (r) => r._id,
      ids,
    ),
};
