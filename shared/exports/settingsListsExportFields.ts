import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/*
 * Exports of the configuration lists: Contact Reasons and their Categories, Approval
 * Thresholds, and the two task assignment settings tables (task types, task areas). They are
 * settings as they stand, with no date to bound, so none names a range. The page's Order and
 * Actions columns are buttons, not values: the rows come in the page's order instead.
 */

/** The Contact Reasons page's one filter: a category (absent: all categories). */
export interface ContactReasonsExportFilters {
  categoryId?: string;
}

export const CONTACT_REASONS_EXPORT_FIELDS = [
  { key: 'category', label: 'Category' },
  { key: 'name', label: 'Name' },
  { key: 'arName', label: 'Arabic name' },
  { key: 'status', label: 'Status' },
] as const;

export type ContactReasonsExportField = (typeof CONTACT_REASONS_EXPORT_FIELDS)[number]['key'];

/** Contact reasons belong to the rides layer (03 §6), and it has its own export flag: rides.EXPORT. */
export const CONTACT_REASONS_EXPORT: ExportModuleSpec<ContactReasonsExportField> = {
  module: 'contactReasons',
  title: 'Contact Reasons',
  permissions: [gate('rides.VIEW_CONTACT_REASONS'), gate('rides.EXPORT')],
  fields: CONTACT_REASONS_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

export const CONTACT_REASON_CATEGORIES_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'arName', label: 'Arabic name' },
  { key: 'reasons', label: 'Reasons' },
  { key: 'status', label: 'Status' },
] as const;

export type ContactReasonCategoriesExportField =
  (typeof CONTACT_REASON_CATEGORIES_EXPORT_FIELDS)[number]['key'];

/** The categories page opens with rides.MODIFY_CONTACT_REASON_CATEGORIES; rides.EXPORT as above. */
export const CONTACT_REASON_CATEGORIES_EXPORT: ExportModuleSpec<ContactReasonCategoriesExportField> = {
  module: 'contactReasonCategories',
  title: 'Contact Reasons Categories',
  permissions: [gate('rides.MODIFY_CONTACT_REASON_CATEGORIES'), gate('rides.EXPORT')],
  fields: CONTACT_REASON_CATEGORIES_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

export const APPROVAL_THRESHOLDS_EXPORT_FIELDS = [
  { key: 'role', label: 'Role' },
  { key: 'level', label: 'Level' },
  { key: 'threshold', label: 'Threshold' },
  { key: 'lastChanged', label: 'Last changed' },
] as const;

export type ApprovalThresholdsExportField = (typeof APPROVAL_THRESHOLDS_EXPORT_FIELDS)[number]['key'];

/**
 * The settings layer has no export flag (EXPORT_WITHOUT_LIMIT only widens other exports), nor
 * has the roles layer; the thresholds hold back edits of users' balances, so users.EXPORT.
 */
export const APPROVAL_THRESHOLDS_EXPORT: ExportModuleSpec<ApprovalThresholdsExportField> = {
  module: 'approvalThresholds',
  title: 'Approval Thresholds',
  permissions: [gate('settings.VIEW_TAB'), gate('users.EXPORT')],
  fields: APPROVAL_THRESHOLDS_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

// The page's Name/Phone column is two here, as in the staff lists: a phone is looked up on its own.
export const TASK_TYPE_SETTINGS_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'types', label: 'Task types' },
  { key: 'fallback', label: 'Fallback to other types' },
] as const;

export type TaskTypeSettingsExportField = (typeof TASK_TYPE_SETTINGS_EXPORT_FIELDS)[number]['key'];

export const TASK_TYPE_SETTINGS_EXPORT: ExportModuleSpec<TaskTypeSettingsExportField> = {
  module: 'taskTypeSettings',
  title: 'Task Assignment Settings',
  permissions: [gate('task.VIEW_SETTINGS'), gate('task.EXPORT')],
  fields: TASK_TYPE_SETTINGS_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

export const TASK_AREA_SETTINGS_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'areas', label: 'Areas' },
  { key: 'fallback', label: 'Allow fallback to other task areas' },
] as const;

export type TaskAreaSettingsExportField = (typeof TASK_AREA_SETTINGS_EXPORT_FIELDS)[number]['key'];

export const TASK_AREA_SETTINGS_EXPORT: ExportModuleSpec<TaskAreaSettingsExportField> = {
  module: 'taskAreaSettings',
  title: 'Task Assignment Area Settings',
  permissions: [gate('task.VIEW_TASK_AREA_SETTINGS'), gate('task.EXPORT')],
  fields: TASK_AREA_SETTINGS_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};
